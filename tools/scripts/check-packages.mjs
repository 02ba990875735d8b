#!/usr/bin/env node
// What `npm publish` would ship, checked for every publishable package (run by `npm test`):
//  1. the library build of the shared libs and every tool family (vite, libraryConfig);
//  2. `npm pack --dry-run`: every `exports` target (types and code) is in the tarball, and no
//     test file or source-only file is;
//  3. plain Node (no Vite, no source condition) imports each family's "." entry, its tool index
//     and extras, and every tool's logic subpath by package name, from the built files, and finds
//     exported functions (or the index's lists).
// Usage: node tools/scripts/check-packages.mjs [family…]   (default: all)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const SHARED = ['ui', 'i18n', 'compute', 'json-text', 'bytes'];
const wanted = process.argv.slice(2);
const families = readdirSync(join(root, 'libs')).filter((d) => d.startsWith('tool-') && (wanted.length === 0 || wanted.includes(d)));
const failures = [];
const run = (cmd, args, options = {}) => execFileSync(cmd, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });

const started = Date.now();
for (const lib of [...SHARED, ...families]) {
  const config = join(root, 'libs', lib, 'vite.config.ts');
  if (!existsSync(config)) {
    failures.push(`${lib}: no vite.config.ts (library build)`);
    continue;
  }
  try {
    run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', config, '--logLevel', 'error']);
  } catch (error) {
    failures.push(`${lib}: library build failed\n${error.stderr ?? error.message}`);
  }
}
console.log(`Library builds: ${SHARED.length + families.length} packages in ${((Date.now() - started) / 1000).toFixed(0)} s`);

for (const lib of [...SHARED, ...families]) {
  const dir = join(root, 'libs', lib);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const packed = JSON.parse(run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir }))[0];
  const files = new Set(packed.files.map((f) => f.path));
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    for (const [condition, file] of Object.entries(target)) {
      if (condition === '@handy-tools/source') continue;
      if (!files.has(file.replace(/^\.\//, ''))) failures.push(`${pkg.name}: exports["${subpath}"].${condition} → ${file} is not in the npm tarball`);
    }
  }
  const leaked = [...files].filter((f) => /\.test\.|\.spec\.|(^|\/)src\/.*\.tsx?$/.test(f));
  if (leaked.length > 0) failures.push(`${pkg.name}: the tarball holds test or source files: ${leaked.slice(0, 5).join(', ')}`);
}

// Plain Node, from the workspace root: @handy-tools/* resolve through node_modules to the
// packages, and Node's default conditions pick the built files.
for (const family of families) {
  const pkg = JSON.parse(readFileSync(join(root, 'libs', family, 'package.json'), 'utf8'));
  const specifiers = Object.keys(pkg.exports).map((s) => (s === '.' ? pkg.name : `${pkg.name}/${s.slice(2)}`));
  const script = `
    const results = {};
    for (const specifier of ${JSON.stringify(specifiers)}) {
      try {
        const m = await import(specifier);
        // Functions (the logic), or the non-empty lists and maps of tool-index / tool-extras.
        results[specifier] = Object.values(m).filter((v) => typeof v === 'function' || (v && typeof v === 'object' && Object.keys(v).length > 0)).length;
        if (specifier === ${JSON.stringify(pkg.name)}) results[specifier + ' tools'] = m.tools.length;
      } catch (error) {
        results[specifier] = 'ERROR ' + (error && error.message);
      }
    }
    console.log(JSON.stringify(results));`;
  let results;
  try {
    results = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script]).trim().split('\n').pop());
  } catch (error) {
    failures.push(`${pkg.name}: plain Node import crashed\n${error.stderr ?? error.message}`);
    continue;
  }
  for (const [specifier, value] of Object.entries(results)) {
    if (typeof value === 'string') failures.push(`${specifier}: ${value}`);
    else if (value === 0) failures.push(`${specifier}: imports in plain Node but exports nothing usable`);
  }
  console.log(`  ${pkg.name}: ${specifiers.length} entry points import in plain Node (${results[`${pkg.name} tools`]} tools)`);
}

if (failures.length > 0) {
  console.error(`\nPackage checks failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Package checks: OK');
