#!/usr/bin/env node
// A contributor's first step, checked (run by `npm test`): in a temporary copy of the work tree,
// `npm run new-tool` scaffolds one tool in an existing family and one in a new family (taking
// family and category from the catalogue), and the result is green with no manual step: ESLint on
// what it wrote, the TypeScript check of the whole workspace, and the unit tests that read it
// (the new tools' own, the registry, the generated index, exports, READMEs and tool messages).
// Prints the scaffold-to-green time. Usage: node tools/scripts/check-scaffold.mjs [--keep]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');
const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(0)} s`;

// The copy sits beside the work tree (same file system: node_modules is hard-linked, not copied).
const copy = mkdtempSync(join(dirname(root), '.ht-scaffold-'));
const run = (cmd, args, env = {}) => execFileSync(cmd, args, { cwd: copy, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', ...env } });
let failed = false;
try {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(copy, file));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error; // deleted in the work tree, not yet in git
    }
  }
  // The workspace's installed packages, hoisted and nested (a package npm could not hoist).
  for (const dir of ['.', ...['apps', 'libs'].flatMap((parent) => readdirSync(join(root, parent)).map((name) => `${parent}/${name}`))]) {
    if (existsSync(join(root, dir, 'node_modules'))) execFileSync('cp', ['-al', join(root, dir, 'node_modules'), join(copy, dir, 'node_modules')]);
  }
  const copied = Date.now();

  const generate = (...args) => run('npx', ['nx', 'g', './tools/generators:tool', ...args, '--no-interactive']);
  generate('Volume converter', '--description=Converts volumes between litres, cubic metres, gallons and more.');
  generate('Roman numeral converter', '--description=Converts numbers to Roman numerals and back.');
  console.log(`Scaffolded /volume-converter (tool-units) and /roman-numeral-converter (new package tool-math) in ${seconds(copied)}`);

  const written = ['libs/tool-units/src/volume-converter', 'libs/tool-math', 'e2e/tools/volume-converter.spec.ts', 'e2e/tools/roman-numeral-converter.spec.ts', 'apps/web/src/tools'];
  run('npx', ['nx', 'show', 'projects']); // the module-boundaries rule reads the project graph
  run('npx', ['eslint', '--max-warnings=0', ...written]);
  run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  run('npx', ['vitest', 'run', 'libs/tool-units/src/volume-converter', 'libs/tool-math', 'apps/web/src/tools', 'tools/scripts', 'tools/generators', 'libs/i18n']);
  console.log(`Scaffold check: lint, typecheck and unit tests green with no manual step; scaffold to green ${seconds(copied)} (copy ${seconds(started)} in all)`);
} catch (error) {
  failed = true;
  console.error(`Scaffold check failed in ${copy}:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
} finally {
  if (process.argv.includes('--keep')) console.log(`Kept ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
