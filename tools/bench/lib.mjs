// Shared helpers of the bench scripts: browser launch, CLI parsing, throttling, formatting.
// Adapted from the team's shared bench (same Chromium flags and throttling profile) so that the
// figures here are comparable with those taken for other apps; playwright-core comes from the
// repository's @playwright/test.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

/** Repository root (absolute path, trailing slash). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Flags of every Chromium the bench starts (headless, no background traffic, no sandbox for containers). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--enable-precise-memory-info',
  '--disable-dev-shm-usage',
];

/**
 * Parses `--key value` / `--flag` arguments.
 * @param {string[]} argv command-line arguments without node and the script
 * @returns {{ _: string[], [key: string]: string | boolean | string[] }} `_` holds the positional
 *   arguments; a flag followed by another flag (or nothing) is `true`.
 */
export function parseArgs(argv = process.argv.slice(2)) {
  const o = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const k = a.slice(2);
      const v = argv[i + 1];
      if (v === undefined || v.startsWith('--')) o[k] = true;
      else {
        o[k] = v;
        i++;
      }
    } else o._.push(a);
  }
  return o;
}

let browserPath;
/**
 * The Chromium to measure with: $CHROME_PATH if set, else what tools/scripts/find-browser.mjs finds
 * ($HT_CHROMIUM, /usr/bin/chromium, a Playwright-managed one). Cached after the first call.
 * @returns {string} absolute path of the browser executable
 * @throws {Error} when no browser can be found
 */
export function chromiumPath() {
  if (browserPath) return browserPath;
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return (browserPath = process.env.CHROME_PATH);
  browserPath = execFileSync(process.execPath, [`${ROOT}tools/scripts/find-browser.mjs`], { stdio: ['ignore', 'pipe', 'inherit'] })
    .toString()
    .trim();
  return browserPath;
}

/**
 * Launches a fresh headless Chromium (a new temporary profile on every call).
 * @returns {Promise<import('@playwright/test').Browser>}
 */
export async function launch() {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

/** 'Fast 3G'-like profile of Lighthouse's mobile throttling: 1.6 Mbps down, 750 kbps up, 150 ms RTT (CDP units: bytes/s, ms). */
export const FAST3G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * Applies network and CPU throttling to a page through its CDP session.
 * @param {import('@playwright/test').CDPSession} cdp session of the page
 * @param {{ network?: typeof FAST3G, cpu?: number }} [options] network conditions and CPU slowdown factor (default 4×)
 */
export async function applyThrottling(cdp, { network = FAST3G, cpu = 4 } = {}) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

/** Bytes as KiB with one decimal ('–' when unknown). */
export const kb = (b) => (b == null ? '–' : (b / 1024).toFixed(1));
/** Milliseconds rounded ('–' when unknown). */
export const ms = (x) => (x == null ? '–' : Math.round(x).toString());
/** Resolves after `t` milliseconds. */
export const sleep = (t) => new Promise((r) => setTimeout(r, t));

/**
 * True when the module at `metaUrl` is the script node was started with (for the scripts that are
 * both a library of bench.mjs and a command of their own).
 */
export const isMain = (metaUrl) => Boolean(process.argv[1]) && pathToFileURL(process.argv[1]).href === metaUrl;
