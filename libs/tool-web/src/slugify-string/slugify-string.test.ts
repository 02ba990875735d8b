import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { slugifyStringTool } from './meta.js';
import { slugifyStringState } from './state.js';
import { parseReplacements, slugifyString } from './slugify-string.js';

// Vectors: the examples of @sindresorhus/slugify's README and index.d.ts (the library's published docs).
describe('slugifyString — @sindresorhus/slugify README examples', () => {
  it('transliterates, replaces ♥ and drops punctuation', () => {
    expect(slugifyString('I ♥ Dogs')).toBe('i-love-dogs');
    expect(slugifyString('  Déjà Vu!  ')).toBe('deja-vu');
    expect(slugifyString('fooBar 123 $#%')).toBe('foo-bar-123');
    expect(slugifyString('я люблю единорогов')).toBe('ya-lyublyu-edinorogov');
    expect(slugifyString('Conway’s Law')).toBe('conways-law');
  });

  it('separator', () => {
    expect(slugifyString('BAR and baz')).toBe('bar-and-baz');
    expect(slugifyString('BAR and baz', { separator: '_' })).toBe('bar_and_baz');
    expect(slugifyString('BAR and baz', { separator: '' })).toBe('barandbaz');
  });

  it('case, decamelize and transliteration switches', () => {
    expect(slugifyString('Déjà Vu!', { case: 'keep' })).toBe('Deja-Vu');
    expect(slugifyString('Déjà Vu!', { case: 'upper' })).toBe('DEJA-VU');
    expect(slugifyString('fooBar', { decamelize: false })).toBe('foobar');
    expect(slugifyString('Déjà Vu', { transliterate: false })).toBe('déjà-vu');
  });

  it('custom replacements', () => {
    expect(slugifyString('Foo@unicorn', { replacements: [['@', 'at']] })).toBe('fooatunicorn');
    expect(slugifyString('foo@unicorn', { replacements: [['@', ' at ']] })).toBe('foo-at-unicorn');
    expect(slugifyString('I love 🐶', { replacements: [['🐶', 'dogs']] })).toBe('i-love-dogs');
  });

  it('locale-specific transliteration', () => {
    expect(slugifyString('Räksmörgås')).toBe('raeksmoergas');
    expect(slugifyString('Räksmörgås', { locale: 'sv' })).toBe('raksmorgas');
  });

  it('kept characters, leading underscore and trailing dash', () => {
    expect(slugifyString('foo_bar#baz', { preserveCharacters: '#' })).toBe('foo-bar#baz');
    expect(slugifyString('_foo_bar')).toBe('foo-bar');
    expect(slugifyString('_foo_bar', { preserveLeadingUnderscore: true })).toBe('_foo-bar');
    expect(slugifyString('foo-bar-', { preserveTrailingDash: true })).toBe('foo-bar-');
  });
});

describe('slugifyString — our additions', () => {
  it('cuts a long slug at the last separator that fits', () => {
    expect(slugifyString('the quick brown fox', { maxLength: 12 })).toBe('the-quick');
    expect(slugifyString('the quick brown fox', { maxLength: 9 })).toBe('the-quick');
    expect(slugifyString('supercalifragilistic', { maxLength: 5 })).toBe('super');
    expect(slugifyString('a b', { maxLength: 0 })).toBe('a-b');
  });

  it('slugifies each line and numbers repeats when asked', () => {
    expect(slugifyString('Hello World\n\nÉté', { perLine: true })).toBe('hello-world\n\nete');
    expect(slugifyString('Intro\nintro\nIntro-2\nINTRO', { perLine: true, unique: true })).toBe('intro\nintro-2\nintro-2-2\nintro-3');
  });

  it('gives an empty slug for text without letters or digits', () => {
    expect(slugifyString('')).toBe('');
    expect(slugifyString('!!! ??? ...')).toBe('');
  });

  it('rejects a kept character that is the separator, naming it', () => {
    expect(expectToolInputError(() => slugifyString('a#b', { separator: '#', preserveCharacters: '#' })).message).toMatch(/separator "#"/);
  });

  it('rejects an over-long separator and a bad maximum length', () => {
    expect(expectToolInputError(() => slugifyString('a b', { separator: '-'.repeat(17) })).message).toMatch(/17 characters/);
    expect(expectToolInputError(() => slugifyString('a b', { maxLength: -1 })).message).toMatch(/maximum length/);
  });

  it('default slugs hold only a-z, 0-9 and single inner dashes (RFC 3986 unreserved), and slugifying again changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
        const slug = slugifyString(text);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slugifyString(slug)).toBe(slug);
      }),
    );
  });

  it('never exceeds the maximum length', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom('-', '_', '', '--'),
        (text, max, separator) => {
          expect(slugifyString(text, { maxLength: max, separator }).length).toBeLessThanOrEqual(max);
        },
      ),
    );
  });

  it('unique slugs per line are all different', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'A', 'a-2', 'a 3', 'b', ''), { maxLength: 12 }), (lines) => {
        const slugs = slugifyString(lines.join('\n'), { perLine: true, unique: true }).split('\n').filter(Boolean);
        expect(new Set(slugs).size).toBe(slugs.length);
      }),
    );
  });
});

describe('parseReplacements', () => {
  it('reads from=to lines, keeping spaces and allowing "=" itself', () => {
    expect(parseReplacements('@= at \r\n\n==equals\n%=percent')).toEqual([
      ['@', ' at '],
      ['=', 'equals'],
      ['%', 'percent'],
    ]);
  });

  it('names the line of a rule with no "="', () => {
    const error = expectToolInputError(() => parseReplacements('@=at\noops'));
    expect(error.message).toMatch(/line 2/);
    expect(error.line).toBe(2);
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(slugifyStringTool, slugifyStringState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => slugifyString(s));
    fuzzToolFunction((s: string) => slugifyString(s, { perLine: true, unique: true, maxLength: 10, case: 'upper' }));
    fuzzToolFunction((s: string) => slugifyString('a b c', { separator: s.slice(0, 20), preserveCharacters: s.slice(0, 3) }));
    fuzzToolFunction((s: string) => parseReplacements(s));
  });
});
