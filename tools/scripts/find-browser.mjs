#!/usr/bin/env node
// Finds a Chromium for the e2e tests and prints its path on stdout.
// Order: $HT_CHROMIUM; Debian's /usr/bin/chromium-headless-shell; Debian's /usr/bin/chromium; a
// Playwright-managed Chromium; installing one (`npx playwright install chromium`, then
// `apt-get install -y chromium-headless-shell chromium` as root on Debian); otherwise a clear
// message and exit code 1.
//
// The headless shell first: it is the same Chromium (Blink, V8, the same version as Debian's
// chromium package) without the desktop browser around it, and what Playwright itself runs for
// headless tests. On this 2-core machine it needs about a sixth less CPU than `chromium
// --headless` for the tools' e2e and half the wall time for the shell's (new pages and contexts
// are cheap). HT_CHROMIUM=/usr/bin/chromium runs the same tests in the full browser.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const log = (msg) => process.stderr.write(`[find-browser] ${msg}\n`);

function systemChromium() {
  for (const path of [process.env.HT_CHROMIUM, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (path && existsSync(path)) return path;
  }
  return null;
}

async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function run(command, args) {
  log(`trying: ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], timeout: 15 * 60_000 }).status === 0;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = (() => {
  try {
    execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
})();

let found = systemChromium() ?? (await playwrightChromium());
if (!found && run('npx', ['playwright', 'install', 'chromium'])) found = await playwrightChromium();
if (!found && isRoot && hasApt) {
  if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell', 'chromium'])) found = systemChromium();
}
if (!found) {
  log('No Chromium found and none could be installed.');
  log('Install one, e.g. `sudo apt-get install chromium` (Debian/Ubuntu) or `npx playwright install chromium`,');
  log('or point HT_CHROMIUM at a Chromium/Chrome binary, then run `npm test` again.');
  process.exit(1);
}
log(`using ${found}`);
process.stdout.write(found);
