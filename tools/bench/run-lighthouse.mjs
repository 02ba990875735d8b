// Usage: node tools/bench/run-lighthouse.mjs --base http://127.0.0.1:5080 --routes /,/hash-text [--outdir dir]
// Runs the Lighthouse CLI (devDependency `lighthouse` v12) once per route against the bench's
// Chromium with the default mobile preset (simulated throttling: Moto G class, slow 4G) and prints
// the performance score and FCP/LCP/TBT/CLS/Speed Index. Same flags as the team's shared bench
// (run-lighthouse.mjs), limited to the performance category.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromiumPath, isMain, parseArgs, ROOT } from './lib.mjs';

const run = promisify(execFile);
const FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-dev-shm-usage';

/**
 * @typedef {object} LighthouseSample
 * @property {number|null} performance performance score, 0–100
 * @property {number|null} fcp First Contentful Paint, ms (simulated)
 * @property {number|null} lcp Largest Contentful Paint, ms (simulated)
 * @property {number|null} tbt Total Blocking Time, ms
 * @property {number|null} cls Cumulative Layout Shift (unitless)
 * @property {number|null} si Speed Index, ms
 * @property {string[]} warnings Lighthouse's run warnings
 */

/**
 * Runs Lighthouse (mobile preset, performance only) on one URL.
 * @param {string} url absolute URL of the page
 * @param {{ outFile?: string }} [options] where to keep the JSON report (default: a temporary file, deleted)
 * @returns {Promise<LighthouseSample>}
 * @throws {Error} when Lighthouse fails or reports a runtime error (e.g. NO_FCP)
 */
export async function runLighthouse(url, { outFile } = {}) {
  const out = outFile ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ht-lh-')), 'report.json');
  const cli = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--chrome-flags=${FLAGS}`,
    '--only-categories=performance',
    '--max-wait-for-load=90000',
  ];
  try {
    await run(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromiumPath() },
      timeout: 300000,
      maxBuffer: 64 * 1024 * 1024,
    });
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    if (r.runtimeError) throw new Error(`Lighthouse: ${r.runtimeError.code} ${r.runtimeError.message ?? ''}`);
    const au = r.audits;
    const nv = (k) => au[k]?.numericValue ?? null;
    const score = r.categories.performance?.score;
    return {
      performance: score == null ? null : Math.round(score * 100),
      fcp: nv('first-contentful-paint'),
      lcp: nv('largest-contentful-paint'),
      tbt: nv('total-blocking-time'),
      cls: nv('cumulative-layout-shift'),
      si: nv('speed-index'),
      warnings: r.runWarnings ?? [],
    };
  } catch (e) {
    const detail = String(e.stderr || e.message)
      .split('\n')
      .filter(Boolean)
      .slice(-2)
      .join(' ')
      .slice(0, 300);
    throw new Error(detail);
  } finally {
    if (!outFile) fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const a = parseArgs();
  const base = String(a.base || 'http://127.0.0.1:5080').replace(/\/$/, '');
  const routes = String(a.routes || '/').split(',');
  const outdir = a.outdir ? path.resolve(String(a.outdir)) : null;
  if (outdir) fs.mkdirSync(outdir, { recursive: true });
  console.log('| route | perf | FCP ms | LCP ms | TBT ms | CLS | SI ms | notes |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const route of routes) {
    const outFile = outdir ? path.join(outdir, `${route.replace(/[^a-z0-9]+/gi, '_') || 'root'}.json`) : undefined;
    try {
      const r = await runLighthouse(base + route, { outFile });
      const n = (x) => (x == null ? '–' : Math.round(x));
      console.log(
        `| ${route} | ${r.performance ?? '–'} | ${n(r.fcp)} | ${n(r.lcp)} | ${n(r.tbt)} | ${r.cls?.toFixed(3) ?? '–'} | ${n(r.si)} | ${r.warnings.join(' ').slice(0, 80)} |`,
      );
    } catch (e) {
      console.log(`| ${route} | FAILED: ${e.message} |`);
    }
  }
}
