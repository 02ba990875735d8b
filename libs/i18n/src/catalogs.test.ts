import { readFileSync } from 'node:fs';
import { parsePo, type PoItem } from 'pofile-ts';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.js';

// Every shell string (apps/web, libs/ui, libs/i18n) and every tool's name and description
// (ids `tools.<key>.*`) must be translated in all 11 catalogs: no empty entry, and no English
// text left in a non-English catalog, except the few strings that are the same in that language.
const root = new URL('../../../locales/', import.meta.url);
const SHELL_SOURCES = ['apps/web/src/', 'libs/ui/src/', 'libs/i18n/src/'];

/** Strings that legitimately read the same as in English (names, codes, loanwords). */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  '*': ['Handy Tools', 'Base64', 'URL', 'JSON', 'UUID', 'UUIDs', 'IPv4', 'HTTP', 'MD5', 'SHA-256', 'OK', 'CheatSheets', 'Web', 'Crypto', 'Data'],
  // Vietnamese interfaces name the key "Tab".
  vi: ['Tab'],
};

/**
 * The shell's catalog of a locale and its tool descriptions (the tools' own strings live in
 * tools.po and may fall back to English).
 */
function catalog(code: string): PoItem[] {
  return ['messages', 'descriptions'].flatMap((name) => parsePo(readFileSync(new URL(`${code}/${name}.po`, root), 'utf8')).items.filter((item) => !item.obsolete));
}

const isChecked = (item: PoItem) => item.msgid.startsWith('tools.') || item.references.some((ref) => SHELL_SOURCES.some((src) => ref.startsWith(src)));

const english = new Map(catalog('en').map((item) => [item.msgid, item.msgstr[0] ?? '']));

describe('translation catalogs', () => {
  it('the English catalog has a text for every message', () => {
    const missing = [...english].filter(([, text]) => text === '').map(([id]) => id);
    expect(missing).toEqual([]);
  });

  for (const { code } of LOCALES.filter((l) => l.code !== 'en')) {
    it(`${code}: every shell message and tool name/description is translated`, () => {
      const items = catalog(code);
      expect(items.length).toBe(english.size);
      const allowed = new Set([...(SAME_AS_ENGLISH['*'] ?? []), ...(SAME_AS_ENGLISH[code] ?? [])]);
      const untranslated = items
        .filter(isChecked)
        .filter((item) => {
          const text = item.msgstr[0] ?? '';
          const source = english.get(item.msgid) ?? item.msgid;
          return text === '' || (text === source && !allowed.has(source));
        })
        .map((item) => item.msgid);
      expect(untranslated).toEqual([]);
    });
  }
});
