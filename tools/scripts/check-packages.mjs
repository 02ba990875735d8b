#!/usr/bin/env node
// What `npm publish` would ship, checked for every publishable package (run by `npm test`):
//  1. the library build of the shared libs and every tool family (vite, libraryConfig);
//  2. `npm pack --dry-run`: every `exports` target (types and code) is in the tarball, and no
//     test file or source-only file is;
//  3. plain Node (no Vite, no source condition) imports every entry point of every package (the
//     UI kit's root and embed entries too; not the test helpers) by package name, from the built
//     files, and finds exported functions (or the index's lists);
//  4. `nx release version --dry-run` (how the packages are versioned and published) bumps every
//     package together and the internal dependency ranges with them.
// check-consumer.mjs then installs the tarballs into a fresh app.
// Usage: node tools/scripts/check-packages.mjs [family…]   (default: all)
import { execFileSync, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
// Shared libs first (the families depend on them), then the tool families.
const SHARED = ['ui', 'i18n', 'compute', 'json-text', 'bytes'];
for (const lib of readdirSync(join(root, 'libs'))) if (!lib.startsWith('tool-') && !SHARED.includes(lib)) SHARED.push(lib);
const wanted = process.argv.slice(2);
const families = readdirSync(join(root, 'libs')).filter((d) => d.startsWith('tool-') && (wanted.length === 0 || wanted.includes(d)));
const failures = [];
const run = (cmd, args, options = {}) => execFileSync(cmd, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });

/** Builds the libraries, as many at once as the machine has cores (each build is one Vite process). */
async function buildAll(libs) {
  const queue = [...libs];
  const worker = async () => {
    for (let lib = queue.shift(); lib !== undefined; lib = queue.shift()) {
      const config = join(root, 'libs', lib, 'vite.config.ts');
      if (!existsSync(config)) {
        failures.push(`${lib}: no vite.config.ts (library build)`);
        continue;
      }
      const child = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', config, '--logLevel', 'error'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      const code = await new Promise((resolve) => child.on('close', resolve));
      if (code !== 0) failures.push(`${lib}: library build failed\n${output}`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), libs.length)) }, worker));
}

const started = Date.now();
// Shared libs first, then the families (which depend on them).
await buildAll(SHARED);
await buildAll(families);
console.log(`Library builds: ${SHARED.length + families.length} packages in ${((Date.now() - started) / 1000).toFixed(0)} s`);

// One npm run packs every workspace (--dry-run: nothing is written): an npm start per package
// took most of this step.
const packedByName = new Map(JSON.parse(run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', '--workspaces'])).map((p) => [p.name, p]));
for (const lib of [...SHARED, ...families]) {
  const dir = join(root, 'libs', lib);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const packed = packedByName.get(pkg.name);
  if (!packed) {
    failures.push(`${pkg.name}: npm pack --workspaces did not pack it`);
    continue;
  }
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
// packages, and Node's default conditions pick the built files. One Node process imports them all
// (a process per package cost half a second each); a failing import is reported per specifier.
const packages = [...SHARED, ...families].map((lib) => {
  const pkg = JSON.parse(readFileSync(join(root, 'libs', lib, 'package.json'), 'utf8'));
  // Test helpers import vitest (an optional peer, for test files); stylesheets are not modules.
  const specifiers = Object.keys(pkg.exports).filter((s) => s !== './testing' && !s.endsWith('.css')).map((s) => (s === '.' ? pkg.name : `${pkg.name}/${s.slice(2)}`));
  return { name: pkg.name, specifiers };
});
const script = `
  const results = {};
  for (const { name, specifiers } of ${JSON.stringify(packages)}) {
    for (const specifier of specifiers) {
      try {
        const m = await import(specifier);
        // Functions (the logic), or the non-empty lists and maps of tool-index / tool-extras.
        results[specifier] = Object.values(m).filter((v) => typeof v === 'function' || (v && typeof v === 'object' && Object.keys(v).length > 0)).length;
        if (specifier === name && m.tools) results[specifier + ' tools'] = m.tools.length;
      } catch (error) {
        results[specifier] = 'ERROR ' + (error && error.message);
      }
    }
  }
  console.log(JSON.stringify(results));`;
let results = {};
try {
  results = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script]).trim().split('\n').pop());
} catch (error) {
  failures.push(`plain Node import crashed\n${error.stderr ?? error.message}`);
}
for (const { name, specifiers } of packages) {
  for (const specifier of specifiers) {
    const value = results[specifier];
    if (value === undefined) continue; // the whole run crashed: reported above
    if (typeof value === 'string') failures.push(`${specifier}: ${value}`);
    else if (value === 0) failures.push(`${specifier}: imports in plain Node but exports nothing usable`);
  }
  const tools = results[`${name} tools`];
  console.log(`  ${name}: ${specifiers.length} entry points import in plain Node${tools === undefined ? '' : ` (${tools} tools)`}`);
}

// Versioning goes through Nx Release (nx.json "release"): one version for every package, internal
// ranges moved with it. A dry run writes nothing.
try {
  const out = run('npx', ['nx', 'release', 'version', '9.9.9', '--dry-run'], { env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });
  const bumped = (out.match(/New version 9\.9\.9 written to manifest: libs\/[\w-]+\/package\.json/g) ?? []).length;
  const libCount = readdirSync(join(root, 'libs')).length;
  if (bumped !== libCount) failures.push(`nx release version --dry-run bumped ${bumped} of ${libCount} packages`);
  if (!/"@handy-tools\/ui": "\^9\.9\.9"/.test(out)) failures.push('nx release version --dry-run did not move the internal dependency ranges');
  else console.log(`Nx Release: a dry run versions all ${bumped} packages together and moves their internal ranges`);
} catch (error) {
  failures.push(`nx release version --dry-run failed\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
}

if (failures.length > 0) {
  console.error(`\nPackage checks failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Package checks: OK');
