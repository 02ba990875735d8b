import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import * as changeCase from 'change-case';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASE_NAMES, convertAllCases, convertCase, mockingCase, splitWords, type CaseName } from './case-converter.js';
import { caseConverter } from './meta.js';
import { caseConverterState } from './state.js';

type WordCase = Exclude<CaseName, 'mocking' | 'lower' | 'upper'>;

// Reference results from change-case's own test suite (packages/change-case/src/index.spec.ts
// in https://github.com/blakeembrey/change-case, v5, default options), under our names:
// header = trainCase, param = kebabCase, no = noCase.
const REFERENCE: [string, Record<WordCase, string>][] = [
  ['', { camel: '', capital: '', constant: '', dot: '', header: '', no: '', param: '', pascal: '', path: '', sentence: '', snake: '' }],
  [
    'test',
    { camel: 'test', capital: 'Test', constant: 'TEST', dot: 'test', header: 'Test', no: 'test', param: 'test', pascal: 'Test', path: 'test', sentence: 'Test', snake: 'test' },
  ],
  [
    'test string',
    {
      camel: 'testString', capital: 'Test String', constant: 'TEST_STRING', dot: 'test.string', header: 'Test-String', no: 'test string',
      param: 'test-string', pascal: 'TestString', path: 'test/string', sentence: 'Test string', snake: 'test_string',
    },
  ],
  [
    'Test String',
    {
      camel: 'testString', capital: 'Test String', constant: 'TEST_STRING', dot: 'test.string', header: 'Test-String', no: 'test string',
      param: 'test-string', pascal: 'TestString', path: 'test/string', sentence: 'Test string', snake: 'test_string',
    },
  ],
  [
    'TestV2',
    {
      camel: 'testV2', capital: 'Test V2', constant: 'TEST_V2', dot: 'test.v2', header: 'Test-V2', no: 'test v2',
      param: 'test-v2', pascal: 'TestV2', path: 'test/v2', sentence: 'Test v2', snake: 'test_v2',
    },
  ],
  [
    '_foo_bar_',
    {
      camel: 'fooBar', capital: 'Foo Bar', constant: 'FOO_BAR', dot: 'foo.bar', header: 'Foo-Bar', no: 'foo bar',
      param: 'foo-bar', pascal: 'FooBar', path: 'foo/bar', sentence: 'Foo bar', snake: 'foo_bar',
    },
  ],
  [
    'version 1.2.10',
    {
      camel: 'version_1_2_10', capital: 'Version 1 2 10', constant: 'VERSION_1_2_10', dot: 'version.1.2.10', header: 'Version-1-2-10',
      no: 'version 1 2 10', param: 'version-1-2-10', pascal: 'Version_1_2_10', path: 'version/1/2/10', sentence: 'Version 1 2 10',
      snake: 'version_1_2_10',
    },
  ],
  [
    'version 1.21.0',
    {
      camel: 'version_1_21_0', capital: 'Version 1 21 0', constant: 'VERSION_1_21_0', dot: 'version.1.21.0', header: 'Version-1-21-0',
      no: 'version 1 21 0', param: 'version-1-21-0', pascal: 'Version_1_21_0', path: 'version/1/21/0', sentence: 'Version 1 21 0',
      snake: 'version_1_21_0',
    },
  ],
  [
    'V1Test',
    {
      camel: 'v1Test', capital: 'V1 Test', constant: 'V1_TEST', dot: 'v1.test', header: 'V1-Test', no: 'v1 test',
      param: 'v1-test', pascal: 'V1Test', path: 'v1/test', sentence: 'V1 test', snake: 'v1_test',
    },
  ],
];

// Words made of ASCII letters, joined by assorted separators.
const asciiWord = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 1, maxLength: 8 });
const asciiPhrase = fc
  .tuple(fc.array(asciiWord, { minLength: 1, maxLength: 5 }), fc.constantFrom(' ', '_', '-', '.', '  ', ' - '))
  .map(([words, sep]) => ({ words, text: words.join(sep) }));
const anyText = fc.string({ unit: 'binary', maxLength: 60 });

describe('convertCase: change-case reference results', () => {
  for (const [input, expected] of REFERENCE) {
    it(JSON.stringify(input), () => {
      for (const [name, value] of Object.entries(expected)) expect(convertCase(input, name as WordCase), name).toBe(value);
    });
  }

  it('matches the change-case README table for "two words"', () => {
    // README: camelCase twoWords, capitalCase Two Words, constantCase TWO_WORDS, dotCase two.words,
    // kebabCase two-words, noCase two words, pascalCase TwoWords, pathCase two/words,
    // sentenceCase Two words, snakeCase two_words, trainCase Two-Words.
    expect(convertAllCases('two words')).toMatchObject({
      camel: 'twoWords', capital: 'Two Words', constant: 'TWO_WORDS', dot: 'two.words', param: 'two-words', no: 'two words',
      pascal: 'TwoWords', path: 'two/words', sentence: 'Two words', snake: 'two_words', header: 'Two-Words',
    });
  });

  it('splits camel, Pascal and acronym runs into words', () => {
    expect(convertCase('XMLHttpRequest', 'snake')).toBe('xml_http_request');
    expect(convertCase('fooBarBaz', 'param')).toBe('foo-bar-baz');
    expect(convertCase('FOO_BAR', 'camel')).toBe('fooBar');
  });
});

describe('mocking, lower and upper', () => {
  it('alternates letters, starting lower case, skipping other characters', () => {
    expect(mockingCase('hello world')).toBe('hElLo WoRlD');
    expect(convertCase('Lorem, ipsum!', 'mocking')).toBe('lOrEm, IpSuM!');
    expect(mockingCase('123')).toBe('123');
  });

  it('lower/upper are Unicode default case mapping, whatever the locale', () => {
    expect(convertCase('Straße İstanbul ÉTÉ', 'upper')).toBe('STRASSE İSTANBUL ÉTÉ');
    expect(convertCase('TITLE ÉTÉ', 'lower')).toBe('title été');
  });

  it('mocking keeps the letters and only changes their case', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (s) => {
        const m = mockingCase(s);
        expect(m.toLowerCase()).toBe(s.toLowerCase());
        const letters = [...m].filter((c) => /[a-z]/i.test(c));
        letters.forEach((c, i) => expect(c).toBe(i % 2 === 0 ? c.toLowerCase() : c.toUpperCase()));
      }),
    );
  });
});

describe('properties', () => {
  it('lower has no upper-case letter and upper no lower-case letter (ASCII and Latin-1 text)', () => {
    const latin = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCodePoint(c)) });
    fc.assert(
      fc.property(latin, (s) => {
        expect(convertCase(s, 'lower')).not.toMatch(/\p{Lu}/u);
        expect(convertCase(s, 'upper')).not.toMatch(/\p{Ll}/u);
      }),
    );
  });

  it('lower and upper leave nothing to lower or upper in any text', () => {
    // Some capitals have no lower-case form (e.g. U+2102 ℂ), so the check is per character.
    fc.assert(
      fc.property(anyText, (s) => {
        expect([...convertCase(s, 'lower')].filter((c) => c.toLowerCase() !== c)).toEqual([]);
        expect([...convertCase(s, 'upper')].filter((c) => c.toUpperCase() !== c)).toEqual([]);
      }),
    );
  });

  it('snake, param, dot, path, camel, pascal and constant output has no spaces, only the input’s line breaks', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const breaks = s.split(/\r?\n/).length - 1;
        for (const name of ['snake', 'param', 'dot', 'path', 'camel', 'pascal', 'constant'] as const) {
          const out = convertCase(s, name);
          expect(out, name).not.toMatch(/[^\S\n]/);
          expect(out.split('\n').length - 1, name).toBe(breaks);
        }
      }),
    );
  });

  it('constant equals upper(snake) for ASCII words', () => {
    fc.assert(fc.property(asciiPhrase, ({ text }) => convertCase(text, 'constant') === convertCase(convertCase(text, 'snake'), 'upper')));
  });

  it('keeps the words of an ASCII phrase in every word-based case', () => {
    fc.assert(
      fc.property(asciiPhrase, ({ words, text }) => {
        expect(convertCase(text, 'snake')).toBe(words.join('_'));
        expect(convertCase(text, 'param')).toBe(words.join('-'));
        expect(convertCase(text, 'dot')).toBe(words.join('.'));
        expect(convertCase(text, 'path')).toBe(words.join('/'));
        expect(convertCase(text, 'no')).toBe(words.join(' '));
      }),
    );
  });

  it('round-trips camel and pascal back to snake and param for words of two letters or more', () => {
    // Adjacent one-letter words are ambiguous once joined ("a b" → "AB" reads as one word).
    const longWords = fc.array(fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 2, maxLength: 8 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(longWords, (words) => {
        const text = words.join(' ');
        expect(convertCase(convertCase(text, 'camel'), 'snake')).toBe(words.join('_'));
        expect(convertCase(convertCase(text, 'pascal'), 'param')).toBe(words.join('-'));
        expect(convertCase(convertCase(text, 'constant'), 'dot')).toBe(words.join('.'));
      }),
    );
  });

  it('converts each line on its own', () => {
    expect(convertCase('first name\r\nlast name\n\nzip code', 'camel')).toBe('firstName\nlastName\n\nzipCode');
    expect(convertCase('a b\nc d', 'constant')).toBe('A_B\nC_D');
  });

  it('never throws on any Unicode text, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) })), (s) => {
        const all = convertAllCases(s);
        expect(Object.keys(all)).toEqual([...CASE_NAMES]);
      }),
    );
    // Letters of any script are words; the emoji and spaces separate them.
    expect(convertAllCases('Ünïcödé ţëxt 日本語 テキスト 😀 end')).toMatchObject({
      camel: 'ünïcödéŢëxt日本語テキストEnd',
      snake: 'ünïcödé_ţëxt_日本語_テキスト_end',
      constant: 'ÜNÏCÖDÉ_ŢËXT_日本語_テキスト_END',
    });
  });
});

describe('case converter: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(caseConverter, caseConverterState);
  });

  it('has examples that give a non-empty result in every case', () => {
    for (const example of caseConverter.examples ?? []) {
      const results = convertAllCases(caseConverterState.schema.parse(example.state).input);
      for (const name of CASE_NAMES) expect(results[name], `${example.label}: ${name}`).not.toBe('');
    }
    // Word splitting of the examples, as change-case documents it (camel humps and acronym runs, one line at a time).
    expect(convertCase('XMLHttpRequest', 'snake')).toBe('xml_http_request');
    expect(convertCase('first name\nlast name\nzip code', 'constant')).toBe('FIRST_NAME\nLAST_NAME\nZIP_CODE');
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => mockingCase(s));
    fuzzToolFunction(([s, name]: [string, CaseName]) => convertCase(s, name), fc.tuple(hostileText, fc.constantFrom(...CASE_NAMES)));
    fuzzToolFunction((s: string) => convertAllCases(s), hostileText, 100);
  });
});

// The reference: change-case 5 itself (what the tool called for each case and line before it
// split each line once for all cases), under our names.
const CHANGE_CASE_FUNCTIONS: Record<WordCase, (input: string, options?: changeCase.Options) => string> = {
  camel: changeCase.camelCase,
  capital: changeCase.capitalCase,
  constant: changeCase.constantCase,
  dot: changeCase.dotCase,
  header: changeCase.trainCase,
  no: changeCase.noCase,
  param: changeCase.kebabCase,
  pascal: changeCase.pascalCase,
  path: changeCase.pathCase,
  sentence: changeCase.sentenceCase,
  snake: changeCase.snakeCase,
};
const changeCaseSplit = changeCase.split;

describe('the one-pass word splitting and case writing equal change-case', () => {
  // Characters where the splitting rules or the case mapping have corners: upper/lower/digits, a
  // run of capitals before a lower-case letter, separators (\0 is change-case's own marker),
  // dotted İ (lowers to two units), Σ (final sigma depends on context), ß and ŉ (upper to two),
  // titlecase ǅ, U+0345 (not a letter, but case-folds to one), circled and Roman-numeral letters
  // (cased symbols), Deseret (astral letters), lone surrogates, CJK, a combining mark, emoji.
  const tricky = [
    ...'aZbYcX09_- ./\t\0\r\n\u00a0',
    'İ', 'ı', 'Σ', 'σ', 'ς', 'ß', 'ŉ', 'ǅ', 'ǆ', 'Ǆ', '\u0345', 'Ⓐ', 'ⓐ', 'Ⅻ', 'ⅻ', 'ℂ', 'ǈ', 'Ω', 'Ä', 'é', '٣', '²',
    '𐐀', '𐐨', '\ud801', '\udc00', '日', 'テ', '\u0301', '😀', '\u200d', '\ufeff',
  ];
  const trickyText = fc.string({ unit: fc.constantFrom(...tricky), maxLength: 40 });
  const texts = fc.oneof(trickyText, fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
  const wordCases = Object.keys(CHANGE_CASE_FUNCTIONS) as WordCase[];

  it('splitWords(s) equals change-case split(s)', () => {
    fc.assert(fc.property(texts, (s) => {
        expect(splitWords(s)).toEqual(changeCaseSplit(s));
      }), { numRuns: 2000 });
    expect(splitWords('XMLHttpRequest v2Beta')).toEqual(['XML', 'Http', 'Request', 'v2', 'Beta']);
  });

  it('every word-based case equals change-case applied line by line', () => {
    fc.assert(
      fc.property(texts, (s) => {
        const lines = s.split(/\r?\n/);
        for (const name of wordCases) {
          expect(convertCase(s, name), name).toBe(lines.map((line) => CHANGE_CASE_FUNCTIONS[name](line, { locale: false })).join('\n'));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('convertAllCases equals convertCase for every case', () => {
    fc.assert(
      fc.property(texts, (s) => {
        const all = convertAllCases(s);
        for (const name of CASE_NAMES) expect(all[name], name).toBe(convertCase(s, name));
      }),
      { numRuns: 500 },
    );
  });

  it('mockingCase equals the character-by-character definition', () => {
    // The definition (one code point at a time; letters are what has two different cases).
    const reference = (input: string) => {
      let upper = false;
      let out = '';
      for (const char of input) {
        const lower = char.toLowerCase();
        const up = char.toUpperCase();
        if (lower === up) out += char;
        else {
          out += upper ? up : lower;
          upper = !upper;
        }
      }
      return out;
    };
    fc.assert(fc.property(texts, (s) => {
        expect(mockingCase(s)).toBe(reference(s));
      }), { numRuns: 2000 });
    // Past one internal chunk of 8192 units, with characters that grow when upper-cased.
    const long = 'aßŉ𐐨 Zİ\ud801'.repeat(3000);
    expect(mockingCase(long)).toBe(reference(long));
  });

  it('converts a 2 MB text in every case, equal to change-case, far faster than change-case per case', () => {
    const words = ['lorem', 'XMLHttpRequest', 'fooBar', 'version', '1.2.10', 'Ünïcödé', '日本語', 'ΑΣ.Β', 'V2Test'];
    const parts: string[] = [];
    for (let i = 0, n = 0; n < 2_000_000; i++) {
      const part = words[i % words.length]! + (i % 12 === 11 ? '\n' : ' ');
      parts.push(part);
      n += part.length;
    }
    const text = parts.join('');
    // CPU time (not wall time, which other processes stretch), the better of two runs.
    const cpuTime = <T,>(run: () => T): [T, number] => {
      let best = Infinity;
      let result: T | undefined;
      for (let k = 0; k < 2; k++) {
        const started = process.cpuUsage();
        result = run();
        const used = process.cpuUsage(started);
        best = Math.min(best, (used.user + used.system) / 1000);
      }
      return [result!, best];
    };
    const [all, ours] = cpuTime(() => convertAllCases(text));
    // change-case on the same text, one case (snake) of the 14, as the tool did it before.
    const [snake, reference] = cpuTime(() => text.split(/\r?\n/).map((line) => CHANGE_CASE_FUNCTIONS.snake(line, { locale: false })).join('\n'));
    expect(all.snake).toBe(snake);
    const firstLine = text.slice(0, text.indexOf('\n'));
    expect(all.camel.slice(0, all.camel.indexOf('\n'))).toBe(CHANGE_CASE_FUNCTIONS.camel(firstLine, { locale: false }));
    // All 14 cases in less CPU time than change-case takes for 6 of them (the tool used to split
    // the text anew for each of the 11 word-based cases: about 14 times this reference).
    expect(ours).toBeLessThan(6 * reference);
  }, 120_000);
});
