#!/usr/bin/env node
// Fails when the translation catalogs in locales/ are not up to date with the source: runs
// `lingui extract --clean` into a copy of locales/ (a Lingui config whose catalog paths point at
// the copy) and compares. locales/ itself is never written, so translators editing it while the
// check runs lose nothing. Fix with `npm run i18n:extract` (then translate the new entries).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const locales = join(root, 'locales');
const work = mkdtempSync(join(tmpdir(), 'ht-catalogs-'));
const copy = join(work, 'locales');
cpSync(locales, copy, { recursive: true });
const config = join(work, 'lingui.config.ts');
writeFileSync(
  config,
  `import config from ${JSON.stringify(join(root, 'lingui.config.ts'))};
export default {
  ...config,
  rootDir: ${JSON.stringify(root)},
  catalogs: config.catalogs.map((catalog) => ({ ...catalog, path: catalog.path.replace('<rootDir>/locales', ${JSON.stringify(copy)}) })),
};
`,
);
const stale = [];
try {
  execFileSync('npx', ['lingui', 'extract', '--clean', '--config', config], { cwd: root, stdio: 'ignore' });
  for (const locale of readdirSync(locales)) {
    for (const file of readdirSync(join(locales, locale))) {
      const committed = readFileSync(join(locales, locale, file), 'utf8');
      const extracted = readFileSync(join(copy, locale, file), 'utf8');
      if (committed !== extracted) stale.push(`${locale}/${file}`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (stale.length) {
  console.error(`Translation catalogs are out of date (${stale.join(', ')}): run \`npm run i18n:extract\`, translate the new entries, and commit locales/.`);
  process.exit(1);
}
console.log('Translation catalogs: up to date');
