// Usage: node tools/bench/measure-page.mjs --base http://127.0.0.1:5080 --routes /,/hash-text [--runs 5]
//          [--throttle] [--sw block|allow] [--settle 1500] [--out results.json]
// Loads each route in a brand-new headless Chromium (fresh profile) --runs times and reports the
// median (min–max) of: requests, JS/CSS bytes (raw and a gzip -6 estimate of the bodies), FCP,
// LCP, DOMContentLoaded, load, JS heap, long tasks and CLS during load. --throttle applies
// 1.6 Mbps / 150 ms RTT network and 4× CPU slowdown through CDP. Service workers are blocked by
// default (their precache downloads would otherwise run during the measurement).
// Same method as the team's shared bench (measure-page.mjs); bench.mjs uses measurePage().
import fs from 'node:fs';
import zlib from 'node:zlib';
import { applyThrottling, isMain, kb, launch, ms, parseArgs, sleep } from './lib.mjs';
import { stats } from './report.mjs';

// Runs in the page before its own scripts: records LCP, long tasks and layout shifts.
const INIT = () => {
  window.__bench = { lcp: null, lcpSize: null, longtasks: [], cls: 0 };
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) {
        window.__bench.lcp = e.startTime;
        window.__bench.lcpSize = e.size;
        window.__bench.lcpEl = e.element ? e.element.tagName : null;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__bench.longtasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (!e.hadRecentInput) window.__bench.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  } catch (e) {
    window.__bench.err = String(e);
  }
};

function classify(url, ctype) {
  const p = new URL(url).pathname.toLowerCase();
  ctype = (ctype || '').toLowerCase();
  if (p.endsWith('.js') || p.endsWith('.mjs') || ctype.includes('javascript')) return 'js';
  if (p.endsWith('.css') || ctype.includes('text/css')) return 'css';
  if (p.endsWith('.wasm') || ctype.includes('wasm')) return 'wasm';
  if (/\.(woff2?|ttf|otf)$/.test(p) || ctype.startsWith('font/')) return 'font';
  if (/\.(png|jpe?g|gif|svg|webp|ico|avif)$/.test(p) || ctype.startsWith('image/')) return 'img';
  if (ctype.includes('text/html')) return 'html';
  return 'other';
}

/**
 * @typedef {object} PageSample One load of one page.
 * @property {string} url
 * @property {number} requests requests made (finished and failed), the document included
 * @property {string[]} failed failed requests ("url error")
 * @property {number} jsFiles number of JS responses
 * @property {number} jsRaw JS bytes as served (no compression)
 * @property {number} jsGz JS bytes after gzip -6 of each body (what a gzip-serving host would send)
 * @property {number} cssRaw CSS bytes as served
 * @property {number} cssGz CSS bytes after gzip -6
 * @property {number|null} fcp First Contentful Paint, ms after navigation start
 * @property {number|null} lcp last Largest Contentful Paint candidate, ms after navigation start
 * @property {number|null} dcl DOMContentLoaded end, ms
 * @property {number|null} load load event end, ms
 * @property {number} cls layout shifts without recent input, summed
 * @property {number} longTaskCount tasks > 50 ms during load and settle
 * @property {number} longTaskMax longest of them, ms (0 when none)
 * @property {number} heapUsed JS heap used, bytes
 * @property {[string, number][]} jsList JS paths and raw sizes, largest first
 */

/**
 * Loads `url` once in a fresh Chromium and measures it.
 * @param {string} url absolute URL of the page
 * @param {{ throttle?: boolean, settle?: number, sw?: 'block' | 'allow' }} [options] `throttle`:
 *   1.6 Mbps / 150 ms RTT / 4× CPU; `settle`: ms to wait after network idle before reading the
 *   figures (default 1500); `sw`: service workers blocked (default) or allowed
 * @returns {Promise<PageSample>}
 * @throws {Error} when the page does not load (navigation error or timeout: 60 s, 180 s throttled)
 */
export async function measurePage(url, { throttle = false, settle = 1500, sw = 'block' } = {}) {
  const browser = await launch();
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      serviceWorkers: sw === 'allow' ? 'allow' : 'block',
    });
    await context.addInitScript(INIT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (throttle) await applyThrottling(cdp);
    const reqs = [];
    const failed = [];
    const bodies = [];
    page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
    page.on('requestfinished', (r) => {
      bodies.push(
        (async () => {
          const resp = await r.response();
          const ctype = resp ? (await resp.allHeaders())['content-type'] : '';
          const kind = classify(r.url(), ctype);
          let raw = 0;
          let gz = 0;
          try {
            const body = await resp.body();
            raw = body.length;
            if (kind === 'js' || kind === 'css' || kind === 'html' || kind === 'other' || kind === 'wasm')
              gz = zlib.gzipSync(body, { level: 6 }).length;
          } catch {
            /* redirects etc. have no body */
          }
          reqs.push({ url: r.url(), kind, raw, gz, status: resp?.status() });
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'load', timeout: throttle ? 180000 : 60000 });
    try {
      await page.waitForLoadState('networkidle', { timeout: throttle ? 120000 : 20000 });
    } catch {
      /* measure anyway */
    }
    await sleep(settle);
    const m = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        fcp: fcp ? fcp.startTime : null,
        lcp: window.__bench.lcp,
        lcpSize: window.__bench.lcpSize,
        lcpEl: window.__bench.lcpEl,
        dcl: nav ? nav.domContentLoadedEventEnd : null,
        load: nav ? nav.loadEventEnd : null,
        longtasks: window.__bench.longtasks,
        cls: window.__bench.cls,
        title: document.title,
      };
    });
    const perf = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
    await Promise.all(bodies);
    const sum = (k, f) => reqs.filter((r) => r.kind === k).reduce((s, r) => s + r[f], 0);
    const { longtasks, ...rest } = m;
    return {
      url,
      ...rest,
      requests: reqs.length + failed.length,
      failed,
      jsFiles: reqs.filter((r) => r.kind === 'js').length,
      jsRaw: sum('js', 'raw'),
      jsGz: sum('js', 'gz'),
      cssRaw: sum('css', 'raw'),
      cssGz: sum('css', 'gz'),
      totalRaw: reqs.reduce((s, r) => s + r.raw, 0),
      heapUsed: perf.JSHeapUsedSize,
      longTaskCount: longtasks.length,
      longTaskMax: longtasks.reduce((x, t) => Math.max(x, t[1]), 0),
      jsList: reqs
        .filter((r) => r.kind === 'js')
        .map((r) => [new URL(r.url).pathname, r.raw])
        .sort((x, y) => y[1] - x[1]),
    };
  } finally {
    await browser.close();
  }
}

/** One-line summary of a sample, for progress output. */
export const describePageSample = (s) =>
  `req=${s.requests} js=${kb(s.jsRaw)} KiB (gzip ${kb(s.jsGz)}) fcp=${ms(s.fcp)} lcp=${ms(s.lcp)} (${s.lcpEl ?? '?'}) load=${ms(s.load)} cls=${s.cls.toFixed(3)} failed=${s.failed.length}`;

if (isMain(import.meta.url)) {
  const a = parseArgs();
  const base = String(a.base || 'http://127.0.0.1:5080').replace(/\/$/, '');
  const routes = String(a.routes || '/').split(',');
  const runs = Number(a.runs || 5);
  const throttle = Boolean(a.throttle);
  const settle = Number(a.settle || (throttle ? 3000 : 1500));
  const FIELDS = [
    'requests',
    'jsFiles',
    'jsRaw',
    'jsGz',
    'cssRaw',
    'cssGz',
    'fcp',
    'lcp',
    'dcl',
    'load',
    'cls',
    'longTaskCount',
    'longTaskMax',
  ];
  const results = { base, throttle, runs, date: new Date().toISOString(), routes: {} };
  for (const route of routes) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      try {
        const s = await measurePage(base + route, { throttle, settle, sw: a.sw === 'allow' ? 'allow' : 'block' });
        samples.push(s);
        process.stderr.write(`${route} run ${i + 1}: ${describePageSample(s)}\n`);
      } catch (e) {
        process.stderr.write(`${route} run ${i + 1}: ERROR ${e.message.split('\n')[0]}\n`);
      }
    }
    results.routes[route] = {
      agg: Object.fromEntries(FIELDS.map((f) => [f, stats(samples.map((s) => s[f]))])),
      jsList: samples[0]?.jsList.slice(0, 8),
    };
  }
  if (a.out) fs.writeFileSync(String(a.out), JSON.stringify(results, null, 2));
  const f = (st, fn) => (st.median == null ? '–' : `${fn(st.median)} (${fn(st.min)}–${fn(st.max)})`);
  console.log(`\n### ${base}${throttle ? ' — throttled (1.6 Mbps, 150 ms RTT, 4× CPU)' : ''} — ${runs} runs, median (min–max)\n`);
  console.log('| route | requests | JS KiB raw | JS KiB gzip | CSS KiB gzip | FCP ms | LCP ms | load ms | CLS | long tasks (max ms) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const [r, { agg }] of Object.entries(results.routes)) {
    console.log(
      `| ${r} | ${f(agg.requests, String)} | ${f(agg.jsRaw, kb)} | ${f(agg.jsGz, kb)} | ${f(agg.cssGz, kb)} | ${f(agg.fcp, ms)} | ${f(agg.lcp, ms)} | ${f(agg.load, ms)} | ${f(agg.cls, (x) => x.toFixed(3))} | ${agg.longTaskCount.median ?? '–'} (${ms(agg.longTaskMax.median)}) |`,
    );
  }
}
