#!/usr/bin/env node
// Fails when the translation catalogs in locales/ are not up to date with the source: runs
// `lingui extract --clean`, compares, and puts the committed catalogs back. Fix with
// `npm run i18n:extract` (then translate the new entries).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const locales = join(root, 'locales');
const saved = mkdtempSync(join(tmpdir(), 'ht-locales-'));
cpSync(locales, saved, { recursive: true });
const stale = [];
try {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: root, stdio: 'ignore' });
  for (const locale of readdirSync(locales)) {
    for (const file of readdirSync(join(locales, locale))) {
      const before = readFileSync(join(saved, locale, file), 'utf8');
      const after = readFileSync(join(locales, locale, file), 'utf8');
      if (before !== after) stale.push(`${locale}/${file}`);
    }
  }
} finally {
  rmSync(locales, { recursive: true, force: true });
  cpSync(saved, locales, { recursive: true });
  rmSync(saved, { recursive: true, force: true });
}
if (stale.length) {
  console.error(`Translation catalogs are out of date (${stale.join(', ')}): run \`npm run i18n:extract\`, translate the new entries, and commit locales/.`);
  process.exit(1);
}
console.log('Translation catalogs: up to date');
