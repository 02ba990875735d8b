#!/usr/bin/env node
// Builds the production app and runs Playwright against it; extra arguments go to Playwright
// (e.g. `npm run e2e -- e2e/tools/json-prettify.spec.ts`).
import { execFileSync, spawnSync } from 'node:child_process';

const run = (cmd, args, env = process.env) => {
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
};
run('npx', ['nx', 'build', 'web', '--skip-nx-cache']);
const browser = execFileSync('node', ['tools/scripts/find-browser.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] }).toString();
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], { ...process.env, HT_CHROMIUM: browser });
