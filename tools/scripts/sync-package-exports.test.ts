import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { familyExports } from './sync-package-exports.mjs';

const libs = new URL('../../libs/', import.meta.url).pathname;

describe('family packages', () => {
  for (const family of readdirSync(libs).filter((d) => d.startsWith('tool-'))) {
    it(`${family} exports "." and one subpath per tool (run node tools/scripts/sync-package-exports.mjs)`, () => {
      const pkg = JSON.parse(readFileSync(`${libs}${family}/package.json`, 'utf8')) as { exports: unknown };
      expect(pkg.exports).toEqual(familyExports(`${libs}${family}`));
    });
  }
});
