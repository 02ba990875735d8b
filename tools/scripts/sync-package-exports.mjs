#!/usr/bin/env node
// Writes each tool family's package.json `exports`: "." (the tools' metadata and public logic)
// and one subpath per tool for its pure logic (`@handy-tools/tool-json/json-prettify`), each
// with the source condition used inside the monorepo and the built files used once published.
// Run after adding a tool: `node tools/scripts/sync-package-exports.mjs` (a unit test checks it).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;

/** The `exports` map a family package should have. */
export function familyExports(dir) {
  const entry = (source, name) => ({ '@handy-tools/source': source, types: `./dist/${name}.d.ts`, import: `./dist/${name}.js` });
  const exports = { '.': entry('./src/index.ts', 'index') };
  for (const tool of readdirSync(join(dir, 'src'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    if (existsSync(join(dir, 'src', tool, `${tool}.ts`))) exports[`./${tool}`] = entry(`./src/${tool}/${tool}.ts`, `${tool}/${tool}`);
  }
  return exports;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const family of readdirSync(join(root, 'libs')).filter((d) => d.startsWith('tool-'))) {
    const file = join(root, 'libs', family, 'package.json');
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    pkg.exports = familyExports(join(root, 'libs', family));
    writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  }
}
