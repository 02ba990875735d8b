#!/usr/bin/env node
// npm run bench [-- --runs N] [--only key,key] [--no-build] [--json out.json]
// Speed figures of the production build in headless Chromium, each against its target (see
// tools/bench/README.md for what each figure means and how it is measured). A report, not a test:
// exit code 0 even when targets are missed; 1 when a figure could not be measured (or the build
// or a server failed); 2 on bad options.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath, kb, ms, ROOT } from './lib.mjs';
import { describePageSample, measurePage } from './measure-page.mjs';
import { describeToolSample, measureTool, prepareTool } from './measure-tool.mjs';
import { FIGURE_KEYS, floorTarget, formatTable, makeRow, parseBenchArgs, stats, target } from './report.mjs';
import { runLighthouse } from './run-lighthouse.mjs';

const USAGE = `Usage: npm run bench -- [--runs N] [--only KEYS] [--no-build] [--json FILE]
  --runs N     runs per figure, median (min–max) reported (default 5)
  --only KEYS  comma-separated figure keys: ${FIGURE_KEYS.join(', ')}
  --no-build   measure the existing build (HT_OUT_DIR, default dist/apps/web)
  --json FILE  also write the results (rows and every sample) as JSON
Environment: HT_OUT_DIR (build folder), HT_BENCH_PORT (app port, default 4191; the floor page uses
the next one), HT_BENCH_MIB (file hasher input, MiB, default 100), HT_BENCH_KEEP=1 (keep that file),
CHROME_PATH / HT_CHROMIUM (browser).`;

let opts;
try {
  opts = parseBenchArgs(process.argv.slice(2));
} catch (e) {
  console.error(`bench: ${e.message}\n\n${USAGE}`);
  process.exit(2);
}
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}
const only = new Set(opts.only);
const runs = opts.runs;

const appRoot = path.join(ROOT, 'apps/web');
// The build folder: dist/apps/web unless HT_OUT_DIR says otherwise (the app's vite config reads
// the same variable and resolves a relative one against apps/web, as done here).
const dist = process.env.HT_OUT_DIR ? path.resolve(appRoot, process.env.HT_OUT_DIR) : path.join(ROOT, 'dist/apps/web');
const floorDir = path.join(ROOT, 'tools/bench/floor');
// Not 4190: it is on the Fetch standard's list of blocked ("bad") ports (ManageSieve), so both
// Node's fetch and Chromium refuse it (ERR_UNSAFE_PORT).
const port = Number(process.env.HT_BENCH_PORT ?? 4191);
const fileMiB = Number(process.env.HT_BENCH_MIB ?? 100);
if (!Number.isInteger(fileMiB) || fileMiB <= 0) {
  console.error(`bench: HT_BENCH_MIB must be a positive integer (got ${process.env.HT_BENCH_MIB})`);
  process.exit(2);
}

const TOOL_ROUTES = ['/hash-text', '/json-prettify', '/ipv4-subnet-calculator'];
const LIGHTHOUSE_ROUTES = ['/', '/hash-text'];
const FLOOR = 'floor';
const log = (msg) => process.stderr.write(`${msg}\n`);

if (opts.build || !existsSync(path.join(dist, 'index.html'))) {
  log(`bench: building the app into ${dist} …`);
  const build = spawnSync('npx', ['nx', 'build', 'web', '--skip-nx-cache'], {
    cwd: ROOT,
    // The build's log goes to stderr, so stdout carries only the report (npm run bench > report.md).
    stdio: ['ignore', 2, 2],
    env: { ...process.env, HT_OUT_DIR: dist, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (build.status !== 0) {
    console.error('bench: the build failed');
    process.exit(build.status || 1);
  }
}
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`bench: no build in ${dist} (index.html missing)`);
  process.exit(1);
}

// Static servers (own processes, so the bench's own work never delays a response).
const servers = [];
function stopServers() {
  for (const s of servers) {
    try {
      s.kill();
    } catch {
      /* already gone */
    }
  }
}
process.on('SIGINT', () => (stopServers(), process.exit(130)));
process.on('SIGTERM', () => (stopServers(), process.exit(143)));

async function serve(dir, p) {
  // Ready when the server itself says it listens (not when the port answers: another server
  // already on that port would answer too).
  const child = spawn(process.execPath, [path.join(ROOT, 'tools/bench/serve-spa.mjs'), dir, '--port', String(p), '--host', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const listening = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 10000);
    child.stdout.on('data', (d) => String(d).includes('serving') && (clearTimeout(timer), resolve(true)));
    child.on('exit', () => (clearTimeout(timer), resolve(false)));
  });
  if (!listening) {
    const reason = /EADDRINUSE/.test(stderr)
      ? 'the port is in use; set HT_BENCH_PORT'
      : stderr.trim().split('\n').at(-1) || 'no answer in 10 s';
    throw new Error(`the static server did not start on port ${p} (${reason})`);
  }
  return `http://127.0.0.1:${p}`;
}

const samples = { pages: {}, pagesThrottled: {}, lighthouse: {}, tools: {} };

// One measurement, tried a second time when it throws (a browser or DevTools protocol timeout on a
// busy machine); a run that completes, however slow, is never repeated.
async function attempt(label, fn) {
  try {
    return await fn();
  } catch (e) {
    log(`${label}: ${e.message.split('\n')[0]} — trying once more`);
    return fn();
  }
}
const rows = [];
const rowsFor = (key, ...r) => only.has(key) && rows.push(...r);

// Page loads: floor and app routes interleaved run by run, so drift on a busy machine hits both alike.
async function loadPages(base, floorBase, routes, { throttle }) {
  const out = Object.fromEntries(routes.map((r) => [r, []]));
  for (let i = 0; i < runs; i++) {
    for (const route of routes) {
      const url = route === FLOOR ? `${floorBase}/` : base + route;
      try {
        const s = await attempt(`${throttle ? 'throttled ' : ''}${route} run ${i + 1}`, () =>
          measurePage(url, { throttle, settle: throttle ? 3000 : 1500 }),
        );
        out[route].push(s);
        log(`${throttle ? 'throttled ' : ''}${route} run ${i + 1}: ${describePageSample(s)}`);
      } catch (e) {
        out[route].push(null);
        log(`${throttle ? 'throttled ' : ''}${route} run ${i + 1}: ERROR ${e.message.split('\n')[0]}`);
      }
    }
  }
  return out;
}

async function runTool(base, key, route, job, extra) {
  const list = [];
  for (let i = 0; i < runs; i++) {
    try {
      const s = await attempt(`${key} run ${i + 1}`, () => measureTool(base + route, job));
      if (extra && s.ok) Object.assign(s, extra(s));
      list.push(s);
      log(
        `${key} run ${i + 1}: ${describeToolSample(s)}${s.opensslMs ? `; openssl ${ms(s.opensslMs)} ms → ${s.percentOfOpenssl.toFixed(0)} %` : ''}`,
      );
    } catch (e) {
      list.push(null);
      log(`${key} run ${i + 1}: ERROR ${e.message.split('\n')[0]}`);
    }
  }
  samples.tools[key] = list;
  return list;
}

let failed = false;
try {
  const base = await serve(dist, port);
  const needFloor = only.has('home-lcp') || only.has('tool-lcp') || only.has('home-lcp-throttled');
  const floorBase = needFloor ? await serve(floorDir, port + 1) : null;
  let chromiumVersion = '';
  try {
    chromiumVersion = execFileSync(chromiumPath(), ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    /* shown as unknown */
  }
  log(
    `bench: ${dist} at ${base}${floorBase ? `, floor at ${floorBase}` : ''}; ${chromiumVersion || 'Chromium version unknown'}; ${runs} run(s); load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );

  // Unthrottled page loads
  const plainRoutes = new Set();
  if (only.has('home-lcp')) [FLOOR, '/'].forEach((r) => plainRoutes.add(r));
  if (only.has('tool-lcp')) [FLOOR, ...TOOL_ROUTES].forEach((r) => plainRoutes.add(r));
  if (only.has('requests')) ['/', ...TOOL_ROUTES].forEach((r) => plainRoutes.add(r));
  if (only.has('home-js')) plainRoutes.add('/');
  const ordered = [FLOOR, '/', ...TOOL_ROUTES].filter((r) => plainRoutes.has(r));
  if (ordered.length) samples.pages = await loadPages(base, floorBase, ordered, { throttle: false });
  const pv = (route, field, set = samples.pages) => (set[route] ?? []).map((s) => s?.[field] ?? null);
  const msFmt = (x) => `${Math.round(x)} ms`;
  const floorLcp = makeRow({
    key: 'home-lcp',
    figure: 'floor page LCP, unthrottled (reference)',
    values: pv(FLOOR, 'lcp'),
    runs,
    format: msFmt,
    target: null,
  });
  rowsFor(
    'home-lcp',
    floorLcp,
    makeRow({
      key: 'home-lcp',
      figure: '`/` LCP, unthrottled',
      values: pv('/', 'lcp'),
      runs,
      format: msFmt,
      target: floorTarget(1.5, floorLcp.stat),
    }),
  );

  // Throttled page loads
  if (only.has('home-lcp-throttled')) {
    samples.pagesThrottled = await loadPages(base, floorBase, [FLOOR, '/'], { throttle: true });
    const floorT = makeRow({
      key: 'home-lcp-throttled',
      figure: 'floor page LCP, throttled (reference)',
      values: pv(FLOOR, 'lcp', samples.pagesThrottled),
      runs,
      format: msFmt,
      target: null,
    });
    rows.push(
      floorT,
      makeRow({
        key: 'home-lcp-throttled',
        figure: '`/` LCP, throttled (1.6 Mbps, 150 ms RTT, 4× CPU)',
        values: pv('/', 'lcp', samples.pagesThrottled),
        runs,
        format: msFmt,
        target: floorTarget(1.5, floorT.stat),
      }),
    );
  }

  if (only.has('tool-lcp')) {
    if (!only.has('home-lcp')) rows.push(floorLcp);
    for (const r of TOOL_ROUTES)
      rows.push(
        makeRow({
          key: 'tool-lcp',
          figure: `\`${r}\` LCP, unthrottled`,
          values: pv(r, 'lcp'),
          runs,
          format: msFmt,
          target: floorTarget(1.5, floorLcp.stat),
        }),
      );
  }
  rowsFor(
    'requests',
    makeRow({ key: 'requests', figure: 'requests for `/`', values: pv('/', 'requests'), runs, format: String, target: target('<=', 15) }),
    ...TOOL_ROUTES.map((r) =>
      makeRow({
        key: 'requests',
        figure: `requests for \`${r}\``,
        values: pv(r, 'requests'),
        runs,
        format: String,
        target: target('<=', 25),
      }),
    ),
  );
  if (only.has('home-js')) {
    const cssGz = samples.pages['/']?.find(Boolean)?.cssGz;
    rows.push(
      makeRow({
        key: 'home-js',
        figure: 'JS the home page loads, gzip',
        values: pv('/', 'jsGz'),
        runs,
        format: (x) => `${kb(x)} KiB`,
        target: target('<=', 100 * 1024, '≤ 100 KiB'),
        note: cssGz == null ? undefined : `CSS ${kb(cssGz)} KiB gzip`,
      }),
    );
  }

  // Lighthouse, mobile preset
  if (only.has('lighthouse')) {
    for (const route of LIGHTHOUSE_ROUTES) {
      const list = [];
      for (let i = 0; i < runs; i++) {
        try {
          const r = await attempt(`lighthouse ${route} run ${i + 1}`, () => runLighthouse(base + route));
          list.push(r);
          log(
            `lighthouse ${route} run ${i + 1}: perf=${r.performance} FCP=${ms(r.fcp)} LCP=${ms(r.lcp)} TBT=${ms(r.tbt)} CLS=${r.cls?.toFixed(3)} SI=${ms(r.si)}`,
          );
        } catch (e) {
          list.push(null);
          log(`lighthouse ${route} run ${i + 1}: ERROR ${e.message}`);
        }
      }
      samples.lighthouse[route] = list;
      const lv = (f) => list.map((s) => s?.[f] ?? null);
      rows.push(
        makeRow({
          key: 'lighthouse',
          figure: `Lighthouse mobile performance, \`${route}\``,
          values: lv('performance'),
          runs,
          format: String,
          target: target('>=', 95),
        }),
        makeRow({
          key: 'lighthouse',
          figure: `Lighthouse mobile TBT, \`${route}\``,
          values: lv('tbt'),
          runs,
          format: msFmt,
          target: target('<=', 150, '≤ 150 ms'),
        }),
        makeRow({
          key: 'lighthouse',
          figure: `Lighthouse mobile CLS, \`${route}\``,
          values: lv('cls'),
          runs,
          format: (x) => x.toFixed(3),
          target: target('<=', 0, '0'),
          digits: 3,
        }),
      );
    }
  }

  // Tools
  const okv = (list, f) => list.map((s) => (s?.ok ? s[f] : null));
  if (only.has('hash-text')) {
    const list = await runTool(base, 'hash-text', '/hash-text', { kind: 'hash-text', ...(await prepareTool('hash-text', 5)) });
    rows.push(
      makeRow({
        key: 'hash-text',
        figure: 'Hash text, 5 MiB pasted → all 11 digests shown',
        values: okv(list, 'elapsed'),
        runs,
        format: msFmt,
        target: target('<=', 500, '≤ 500 ms'),
      }),
      makeRow({
        key: 'hash-text',
        figure: 'Hash text, longest main-thread task',
        values: okv(list, 'longMax'),
        runs,
        format: msFmt,
        target: target('<=', 100, 'no task > 100 ms'),
      }),
    );
  }
  if (only.has('json-prettify')) {
    const list = await runTool(base, 'json-prettify', '/json-prettify', { kind: 'json-format', ...(await prepareTool('json-format', 5)) });
    rows.push(
      makeRow({
        key: 'json-prettify',
        figure: 'JSON prettify, 5 MiB → output shown',
        values: okv(list, 'elapsed'),
        runs,
        format: msFmt,
        target: target('<=', 800, '≤ 800 ms'),
      }),
      makeRow({
        key: 'json-prettify',
        figure: 'JSON prettify, longest main-thread task',
        values: okv(list, 'longMax'),
        runs,
        format: msFmt,
        target: target('<=', 100, 'no task > 100 ms'),
      }),
    );
  }
  if (only.has('file-hasher')) {
    // openssl on the same file right after each browser run (the file is in the page cache by then).
    const job = { kind: 'file-hash', ...(await prepareTool('file-hash', fileMiB)) };
    const openssl = () => {
      const t0 = process.hrtime.bigint();
      execFileSync('openssl', ['dgst', '-sha256', '-r', job.file], { stdio: ['ignore', 'pipe', 'pipe'] });
      return Number(process.hrtime.bigint() - t0) / 1e6;
    };
    try {
      const list = await runTool(base, 'file-hasher', '/file-hasher', job, (s) => {
        const opensslMs = openssl();
        return { opensslMs, percentOfOpenssl: (opensslMs / s.elapsed) * 100 };
      });
      const okList = list.filter((s) => s?.ok);
      const mbps = (values) => (fileMiB * 1.048576) / (stats(values).median / 1000);
      rows.push(
        makeRow({
          key: 'file-hasher',
          figure: `File hasher, ${fileMiB} MiB → SHA-256 shown, % of \`openssl dgst -sha256\` speed`,
          values: okv(list, 'percentOfOpenssl'),
          runs,
          format: (x) => `${x.toFixed(0)} %`,
          target: target('>=', 50, '≥ 50 %'),
          note: okList.length
            ? `browser ${mbps(okList.map((s) => s.elapsed)).toFixed(0)} MB/s, openssl ${mbps(okList.map((s) => s.opensslMs)).toFixed(0)} MB/s (medians; 1 MB = 10^6 bytes)`
            : undefined,
        }),
        makeRow({
          key: 'file-hasher',
          figure: 'File hasher, longest main-thread task (information)',
          values: okv(list, 'longMax'),
          runs,
          format: msFmt,
          target: null,
        }),
      );
    } finally {
      if (!process.env.HT_BENCH_KEEP) rmSync(job.file, { force: true });
    }
  }
} catch (e) {
  console.error(`bench: ${e.message}`);
  failed = true;
} finally {
  stopServers();
}

console.log(`\n### Handy Tools bench — ${runs} run(s) per figure, median (min–max); ${new Date().toISOString()}\n`);
// Table order = FIGURE_KEYS order (stable within a figure).
rows.sort((a, b) => FIGURE_KEYS.indexOf(a.key) - FIGURE_KEYS.indexOf(b.key));
console.log(rows.length ? formatTable(rows) : '(no figures)');
const notes = rows.filter((r) => r.note);
if (notes.length) console.log(`\n${notes.map((r) => `- ${r.figure}: ${r.note}`).join('\n')}`);
const missing = rows.filter((r) => r.stat.n === 0);
const missed = rows.filter((r) => r.met === false);
console.log(`\n${rows.filter((r) => r.met).length} met, ${missed.length} not met, ${missing.length} not measured.`);

if (opts.json) {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    /* not a git checkout */
  }
  const json = {
    date: new Date().toISOString(),
    commit,
    dist,
    runs,
    figures: opts.only,
    loadAverage: os.loadavg(),
    rows: rows.map(({ format: _format, ...r }) => ({ ...r, measured: r.stat.median == null ? null : _format(r.stat.median) })),
    samples,
  };
  writeFileSync(path.resolve(opts.json), JSON.stringify(json, null, 2));
  log(`bench: results written to ${path.resolve(opts.json)}`);
}
process.exit(failed || missing.length ? 1 : 0);
