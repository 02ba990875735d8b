#!/usr/bin/env node
// npm run bench: figures of the production build in headless Chromium.
//  - home page: JS and CSS it loads (bytes and gzip), LCP
//  - /file-hasher: SHA-256 throughput on a 256 MB file vs `openssl dgst -sha256` on this machine,
//    and the longest main-thread task while hashing (target: none over 50 ms).
// A script, not a test: it prints figures and checks them against the targets.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = new URL('../../', import.meta.url).pathname;
// The build folder: dist/apps/web unless HT_OUT_DIR says otherwise (the app's vite config reads
// the same variable, so build, preview and the asset sizes below all use one folder).
const dist = process.env.HT_OUT_DIR ?? join(root, 'dist/apps/web');
// Not 4190: it is on the Fetch standard's list of blocked ("bad") ports (ManageSieve), so both
// Node's fetch and Chromium refuse it (ERR_UNSAFE_PORT).
const port = Number(process.env.HT_BENCH_PORT ?? 4191);
const sizeMiB = Number(process.env.HT_BENCH_MIB ?? 256);
if (!Number.isInteger(sizeMiB / 8) || sizeMiB <= 0) {
  console.error(`HT_BENCH_MIB must be a positive multiple of 8 (got ${process.env.HT_BENCH_MIB})`);
  process.exit(1);
}

if (!process.argv.includes('--no-build') || !existsSync(dist)) {
  const build = spawnSync('npx', ['nx', 'build', 'web', '--skip-nx-cache'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (build.status !== 0) {
    console.error('bench: the build failed');
    process.exit(build.status ?? 1);
  }
}
const executablePath = execFileSync('node', [join(root, 'tools/scripts/find-browser.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] }).toString();
const server = spawn('npx', ['vite', 'preview', '--config', 'apps/web/vite.config.ts', '--port', String(port), '--strictPort'], { cwd: root, stdio: 'ignore', detached: true });
let serverExit = null;
server.on('exit', (code) => (serverExit = code ?? 1));
const base = `http://localhost:${port}`;
let up = false;
for (let i = 0; i < 150 && serverExit === null; i++) {
  try {
    if ((await fetch(base)).ok) {
      up = true;
      break;
    }
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 200));
}
if (!up || serverExit !== null) {
  console.error(`bench: vite preview did not start on port ${port} (is the port in use?)`);
  try {
    process.kill(-server.pid);
  } catch {
    /* already gone */
  }
  process.exit(1);
}

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
try {
  // Home page
  const page = await browser.newPage();
  const assets = new Set();
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && r.url().startsWith(base)) assets.add(new URL(r.url()).pathname);
  });
  await page.goto(base, { waitUntil: 'networkidle' });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries.at(-1)?.startTime ?? null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 3000);
      }),
  );
  const totals = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
  for (const path of assets) {
    const content = readFileSync(join(dist, path));
    const kind = path.endsWith('.css') ? 'css' : 'js';
    totals[kind].raw += content.length;
    totals[kind].gzip += gzipSync(content, { level: 9 }).length;
  }
  console.log('\nHome page (/)');
  console.log(`  JS : ${kb(totals.js.raw)} raw, ${kb(totals.js.gzip)} gzip   (target ≤ 150 KB gzip) ${totals.js.gzip <= 150 * 1024 ? 'OK' : 'OVER'}`);
  console.log(`  CSS: ${kb(totals.css.raw)} raw, ${kb(totals.css.gzip)} gzip`);
  console.log(`  LCP: ${lcp === null ? 'n/a' : `${Math.round(lcp)} ms`}`);
  await page.close();

  // Hashing
  const file = join(tmpdir(), `handy-bench-${sizeMiB}MiB.bin`);
  if (!existsSync(file)) {
    const fd = openSync(file, 'w');
    const chunk = Buffer.alloc(8 * 1024 * 1024);
    for (let i = 0; i < sizeMiB / 8; i++) writeSync(fd, randomFillSync(chunk));
    closeSync(fd);
  }
  const t0 = process.hrtime.bigint();
  const opensslOut = execFileSync('openssl', ['dgst', '-sha256', '-r', file]).toString();
  const opensslSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const expected = opensslOut.split(' ')[0];
  const opensslRate = sizeMiB * 1.048576 / opensslSeconds;

  const hp = await browser.newPage();
  await hp.goto(`${base}/file-hasher`);
  await hp.getByRole('heading', { level: 1 }).waitFor();
  await hp.evaluate(() => {
    const w = window;
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(e.duration);
    }).observe({ type: 'longtask' });
    document.addEventListener('change', () => (w.__hashStart = performance.now()), { capture: true });
  });
  await hp.locator('input[type=file]').setInputFiles(file);
  const output = hp.getByLabel('SHA-256', { exact: true });
  await hp.waitForFunction(
    (hex) => {
      const el = [...document.querySelectorAll('[aria-label="SHA-256"]')].find((e) => (e.value ?? e.textContent ?? '').includes(hex));
      if (el && window.__hashEnd === undefined) window.__hashEnd = performance.now();
      return !!el;
    },
    expected,
    { timeout: 300_000, polling: 50 },
  );
  const { start, end, longTasks } = await hp.evaluate(() => ({ start: window.__hashStart, end: window.__hashEnd, longTasks: window.__longTasks }));
  void output;
  const seconds = (end - start) / 1000;
  const rate = sizeMiB * 1.048576 / seconds;
  const longest = longTasks.length ? Math.max(...longTasks) : 0;
  console.log(`\nFile hasher, SHA-256 of ${sizeMiB} MiB`);
  console.log(`  browser: ${rate.toFixed(0)} MB/s (${seconds.toFixed(2)} s)`);
  console.log(`  openssl: ${opensslRate.toFixed(0)} MB/s (${opensslSeconds.toFixed(2)} s)`);
  console.log(`  ratio  : ${((rate / opensslRate) * 100).toFixed(0)} % of openssl (target ≥ 25 %) ${rate / opensslRate >= 0.25 ? 'OK' : 'UNDER'}`);
  console.log(`  main-thread tasks over 50 ms while hashing: ${longTasks.length} (longest ${longest.toFixed(0)} ms) ${longTasks.length === 0 ? 'OK' : 'OVER'}`);
  if (!process.env.HT_BENCH_KEEP) rmSync(file, { force: true });
} finally {
  await browser.close();
  try {
    process.kill(-server.pid);
  } catch {
    server.kill();
  }
}
