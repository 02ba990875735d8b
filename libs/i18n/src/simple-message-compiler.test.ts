import { compileMessage } from '@lingui/message-utils/compileMessage';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { parsePo } from 'pofile-ts';
import { describe, expect, it } from 'vitest';
import { compileSimpleMessage } from './simple-message-compiler.js';

const locales = new URL('../../../locales/', import.meta.url);

describe('compileSimpleMessage', () => {
  // English is where the compiler is used (translations come as compiled catalogs, and may use
  // plurals where English does not).
  it('compiles every English message exactly as Lingui’s compileMessage does', () => {
    let count = 0;
    for (const file of readdirSync(new URL('en/', locales))) {
      for (const item of parsePo(readFileSync(new URL(`en/${file}`, locales), 'utf8')).items) {
        for (const text of new Set([item.msgid, item.msgstr[0] || item.msgid])) {
          expect(compileSimpleMessage(text), `en/${file}: ${text}`).toEqual(compileMessage(text));
          count++;
        }
      }
    }
    expect(count).toBeGreaterThan(1000);
  });

  it('follows ICU quoting (ICU user guide, "Quoting/Escaping")', () => {
    expect(compileSimpleMessage("It''s {0} of {1}")).toEqual(["It's ", ['0'], ' of ', ['1']]);
    expect(compileSimpleMessage("Don't '{'x'}' here")).toEqual(["Don't {x} here"]);
    expect(compileSimpleMessage('{name}')).toEqual([['name']]);
  });

  it('agrees with compileMessage on random texts with simple arguments and closed quotes', () => {
    const piece = fc.oneof(fc.string().map((s) => s.replace(/[{}']/g, '')), fc.constantFrom('{0}', '{name}', "''", "'{'", "'}'", "'{x}'", '#'));
    fc.assert(fc.property(fc.array(piece, { maxLength: 8 }).map((p) => p.join('')), (text) => {
      expect(compileSimpleMessage(text)).toEqual(compileMessage(text));
    }));
  });

  it('shows text that is not valid ICU as written, as compileMessage does', () => {
    for (const text of ['a } b', "a'{b", 'ObjectId("…") und {"$oid": "…"}']) expect(compileSimpleMessage(text)).toEqual(compileMessage(text));
    expect(compileSimpleMessage('{n, plural, one {# item} other {# items}}')).toEqual(['{n, plural, one {# item} other {# items}}']);
  });
});
