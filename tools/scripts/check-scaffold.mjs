#!/usr/bin/env node
// A contributor's first step, checked (run by `npm test`): in a temporary copy of the work tree,
// `npm run new-tool` scaffolds a route of the catalogue not built yet in an existing family and one
// in a new family (taking family and category from the catalogue; once the catalogue is built,
// routes added to the copy's catalogue first), and the result is green with no manual step: ESLint on
// what it wrote, the TypeScript check of the whole workspace, and the unit tests that read it
// (the new tools' own, the registry, the generated index, exports, READMEs and tool messages).
// Prints the scaffold-to-green time. Usage: node tools/scripts/check-scaffold.mjs [--keep]
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
    if (!existsSync(join(root, dir, 'node_modules'))) continue;
    try {
      execFileSync('cp', ['-al', join(root, dir, 'node_modules'), join(copy, dir, 'node_modules')], { stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (error) {
      // npm test runs this check beside the build, whose tools keep short-lived files in
      // node_modules (Vite's bundled config in .vite-temp, caches): one gone mid-copy is no loss.
      const lost = String(error.stderr ?? '').split('\n').filter(Boolean);
      if (lost.length === 0 || !lost.every((line) => /node_modules\/(\.vite-temp|\.vite|\.cache)\//.test(line))) throw error;
    }
  }
  const copied = Date.now();

  // Two routes of the catalogue not built yet: one in a family that exists, one in a family that
  // does not (none once every family exists). Their names and families come from the catalogue.
  const rows = readFileSync(join(root, 'tools/catalogue/catalogue.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter((row) => row.length > 3 && row[0].startsWith('/'))
    .map(([path, , name, family]) => ({ route: path.slice(1), name, family }));
  const built = (row) => existsSync(join(root, 'libs', row.family, 'src', row.route));
  const familyExists = (row) => existsSync(join(root, 'libs', row.family));
  // Once the catalogue is built (or every family exists), a route outside it, in an existing family
  // and in a new one, given --family and --category as a contributor would.
  const outside = [
    { route: 'scaffold-check-tool', name: 'Scaffold check tool', family: 'tool-dev', category: 'Development' },
    { route: 'scaffold-check-new-family', name: 'Scaffold check new family', family: 'tool-scaffold-check', category: 'Development' },
  ];
  const picks = [rows.find((row) => familyExists(row) && !built(row)) ?? outside[0], rows.find((row) => !familyExists(row)) ?? outside[1]];
  // A route outside the catalogue is added to it first, as a contributor would (the registry test
  // checks that every tool is in the catalogue); the generator then takes its family and category from there.
  for (const { route, name, family, category } of picks.filter((p) => p.category)) {
    appendFileSync(join(copy, 'tools/catalogue/catalogue.tsv'), `/${route}\t${category}\t${name}\t${family}\t-\tnone\t-\tscaffold check\n`);
  }
  const generate = (...args) => run('npx', ['nx', 'g', './tools/generators:tool', ...args, '--no-interactive']);
  for (const { route, name } of picks) generate(name, `--route=${route}`, `--description=${name}: a scaffold made by the scaffold check.`);
  console.log(`Scaffolded ${picks.map((p) => `/${p.route} (${p.family}${familyExists(p) ? '' : ', new package'})`).join(' and ')} in ${seconds(copied)}`);

  const written = [...picks.flatMap((p) => [`libs/${p.family}/src/${p.route}`, `e2e/tools/${p.route}.spec.ts`]), 'apps/web/src/tools'];
  run('npx', ['nx', 'show', 'projects']); // the module-boundaries rule reads the project graph
  run('npx', ['eslint', '--max-warnings=0', ...written]);
  // What the work tree's last typecheck learnt (tsconfig.json: incremental), so only the files the
  // scaffold changed and those that depend on them are checked again: same relative paths in the copy.
  const buildInfo = '.cache/tsc/workspace.tsbuildinfo';
  if (existsSync(join(root, buildInfo))) {
    mkdirSync(dirname(join(copy, buildInfo)), { recursive: true });
    cpSync(join(root, buildInfo), join(copy, buildInfo));
  }
  run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  run('npx', ['vitest', 'run', ...picks.map((p) => `libs/${p.family}/src/${p.route}`), 'apps/web/src/tools', 'tools/scripts', 'tools/generators', 'libs/i18n']);
  console.log(`Scaffold check: lint, typecheck and unit tests green with no manual step; scaffold to green ${seconds(copied)} (copy ${seconds(started)} in all)`);
} catch (error) {
  failed = true;
  console.error(`Scaffold check failed in ${copy}:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
} finally {
  if (process.argv.includes('--keep')) console.log(`Kept ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
