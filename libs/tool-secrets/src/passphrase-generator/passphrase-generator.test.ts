import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { restoreState, storableInputs } from '@handy-tools/ui';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import {
  CAPITALISATIONS,
  PASSPHRASE_SYMBOLS,
  SEPARATORS,
  effWordlist,
  generatePassphrase,
  generatePassphrases,
  passphraseEntropy,
  randomWordIndex,
  separatorText,
  type PassphraseOptions,
} from './passphrase-generator.js';
import { passphraseGenerator } from './meta.js';
import { passphraseGeneratorState } from './state.js';

/** A seeded byte source (mulberry32, a small deterministic PRNG): a fake RNG for statistics. */
function seededBytes(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) & 0xff;
  };
}

/** A byte source that replays the given bytes (then fails loudly). */
function replay(bytes: number[]): () => number {
  let i = 0;
  return () => {
    if (i >= bytes.length) throw new Error('ran out of bytes');
    return bytes[i++]!;
  };
}

const base: PassphraseOptions = { wordCount: 6, separator: 'space', capitalisation: 'none', digits: 0, symbols: 0 };
const words = new Set(effWordlist());

const optionsArb = fc.record({
  wordCount: fc.integer({ min: 1, max: 20 }),
  separator: fc.constantFrom(...SEPARATORS),
  customSeparator: fc.string({ maxLength: 10 }),
  capitalisation: fc.constantFrom(...CAPITALISATIONS),
  digits: fc.integer({ min: 0, max: 5 }),
  symbols: fc.integer({ min: 0, max: 5 }),
});

describe('EFF large wordlist', () => {
  // https://www.eff.org/files/2016/07/18/eff_large_wordlist.txt: 6^5 = 7776 lines, "11111 abacus" … "66666 zoom".
  it('has exactly 7776 unique words, from "abacus" (11111) to "zoom" (66666)', () => {
    const list = effWordlist();
    expect(list).toHaveLength(7776);
    expect(new Set(list).size).toBe(7776);
    expect(list[0]).toBe('abacus');
    expect(list[1]).toBe('abdomen'); // 11112
    expect(list[7775]).toBe('zoom');
  });

  it('holds lower-case words of 3 to 9 letters (a few with a hyphen, e.g. "t-shirt"), in alphabetical order', () => {
    const list = effWordlist();
    for (const word of list) expect(word).toMatch(/^[a-z][a-z-]{2,8}$/);
    expect(list.filter((w) => w.includes('-'))).toEqual(['drop-down', 'felt-tip', 't-shirt', 'yo-yo']);
    expect([...list].sort()).toEqual(list);
  });
});

describe('randomWordIndex', () => {
  it('reads two bytes big-endian and rejects values ≥ 62 208 (= 8 × 7776)', () => {
    expect(effWordlist()[randomWordIndex(replay([0, 0]))]).toBe('abacus');
    // 0xF2FF = 62 207 → 62 207 mod 7776 = 7775; 0xF300 = 62 208 is rejected and the next pair read.
    expect(effWordlist()[randomWordIndex(replay([0xf2, 0xff]))]).toBe('zoom');
    expect(randomWordIndex(replay([0xf3, 0x00, 0xff, 0xff, 0x1e, 0x61]))).toBe(1); // 0x1E61 = 7777
  });

  it('is close to uniform over the 7776 words (chi-square, seeded fake RNG)', () => {
    const next = seededBytes(20161017);
    const draws = 7776 * 20;
    const counts = new Array<number>(7776).fill(0);
    for (let i = 0; i < draws; i++) counts[randomWordIndex(next)]!++;
    const expected = draws / 7776;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // 7775 degrees of freedom: mean 7775, sd √(2·7775) ≈ 124.7; allow 6 sd either way.
    expect(chi).toBeGreaterThan(7775 - 6 * 124.7);
    expect(chi).toBeLessThan(7775 + 6 * 124.7);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });
});

describe('passphraseEntropy', () => {
  it('is n·log2(7776) for plain words (12.925 bits a word)', () => {
    expect(passphraseEntropy(base).total).toBeCloseTo(6 * Math.log2(7776), 10);
    expect(passphraseEntropy(base).total).toBeCloseTo(77.55, 2);
    expect(passphraseEntropy({ ...base, wordCount: 1 }).total).toBeCloseTo(12.925, 3);
  });

  it('adds 1 bit a word for random capitalisation, nothing for a fixed rule', () => {
    expect(passphraseEntropy({ ...base, capitalisation: 'random' }).capitalisation).toBe(6);
    expect(passphraseEntropy({ ...base, capitalisation: 'first' }).capitalisation).toBe(0);
    expect(passphraseEntropy({ ...base, capitalisation: 'all' }).capitalisation).toBe(0);
  });

  it('adds log2(10·n) for one digit at a random word end, log2(12·n) for one symbol', () => {
    expect(passphraseEntropy({ ...base, digits: 1 }).inserted).toBeCloseTo(Math.log2(60), 10);
    expect(passphraseEntropy({ ...base, symbols: 1 }).inserted).toBeCloseTo(Math.log2(72), 10);
  });

  it('counts the spreads of several characters by stars and bars', () => {
    // 2 digits over 3 words: 10² values × C(4, 2) = 6 spreads → log2(600).
    expect(passphraseEntropy({ ...base, wordCount: 3, digits: 2 }).inserted).toBeCloseTo(Math.log2(600), 10);
    // 1 digit + 1 symbol over 2 words: 10 × 12 values × 2 orders × C(3, 2) = 3 spreads → log2(720).
    expect(passphraseEntropy({ ...base, wordCount: 2, digits: 1, symbols: 1 }).inserted).toBeCloseTo(Math.log2(720), 10);
  });

  it('allows as many digits and symbols as the largest word count (512), with the stars-and-bars count', () => {
    // One word, 512 digits: only the values vary (one spread, one way to pick the digits) → 512 · log2(10) = 1700.83 bits.
    expect(passphraseEntropy({ ...base, wordCount: 1, digits: 512 }).inserted).toBeCloseTo(512 * Math.log2(10), 8);
    // Two words, 512 digits: 513 spreads (0 to 512 on the first word) → 512 · log2(10) + log2(513).
    expect(passphraseEntropy({ ...base, wordCount: 2, digits: 512 }).inserted).toBeCloseTo(512 * Math.log2(10) + Math.log2(513), 8);
    // One word, 1 digit + 511 symbols: 512 positions for the digit → log2(10) + 511 · log2(12) + log2(512).
    expect(passphraseEntropy({ ...base, wordCount: 1, digits: 1, symbols: 511 }).inserted).toBeCloseTo(Math.log2(10) + 511 * Math.log2(12) + 9, 8);
    const phrases = generatePassphrases({ ...base, wordCount: 512, digits: 512, symbols: 512 }, 5);
    for (const phrase of phrases) {
      expect(phrase.replace(/[^0-9]/g, '')).toHaveLength(512);
      expect(phrase.replace(/[^!#$%&*+=?@^~]/g, '')).toHaveLength(512);
      const parts = phrase.split(' ');
      expect(parts).toHaveLength(512);
      for (const w of parts) expect(words.has(w.replace(/[0-9!#$%&*+=?@^~]+$/, '')), w).toBe(true);
    }
  });

  it('matches a brute-force count of all outcomes for small cases', () => {
    // 2 words, 1 digit + 1 symbol, placed by the generator: enumerate every spread and order.
    const outcomes = new Set<string>();
    for (const d of '0123456789') {
      for (const s of PASSPHRASE_SYMBOLS) {
        for (const [a, b] of [[d + s, ''], [s + d, ''], ['', d + s], ['', s + d], [d, s], [s, d]]) outcomes.add(`w1${a} w2${b}`);
      }
    }
    expect(Math.log2(outcomes.size)).toBeCloseTo(passphraseEntropy({ ...base, wordCount: 2, digits: 1, symbols: 1 }).inserted, 10);
  });

  it('says when the total is only an upper bound', () => {
    expect(passphraseEntropy(base).exact).toBe(true);
    expect(passphraseEntropy({ ...base, separator: 'none' }).exact).toBe(false);
    expect(passphraseEntropy({ ...base, separator: 'custom', customSeparator: 'x' }).exact).toBe(false);
    expect(passphraseEntropy({ ...base, separator: 'custom', customSeparator: '7' }).exact).toBe(false);
    expect(passphraseEntropy({ ...base, separator: 'custom', customSeparator: ' | ' }).exact).toBe(true);
  });
});

describe('generatePassphrase', () => {
  it('joins n list words with the separator', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.constantFrom('space', 'hyphen', 'dot', 'underscore', 'custom') as fc.Arbitrary<PassphraseOptions['separator']>, (n, separator) => {
        const sep = separatorText(separator, ' / ');
        const phrase = generatePassphrase({ ...base, wordCount: n, separator, customSeparator: ' / ' });
        const parts = separator === 'hyphen' ? null : phrase.split(sep);
        if (parts) {
          expect(parts).toHaveLength(n);
          for (const w of parts) expect(words.has(w), w).toBe(true);
        } else {
          expect(phrase.split('-').length).toBeGreaterThanOrEqual(n);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('capitalises as asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.constantFrom(...CAPITALISATIONS), (n, capitalisation) => {
        const parts = generatePassphrase({ ...base, wordCount: n, capitalisation }).split(' ');
        for (const w of parts) {
          expect(words.has(w.toLowerCase())).toBe(true);
          if (capitalisation === 'none') expect(w).toBe(w.toLowerCase());
          if (capitalisation === 'all') expect(w).toBe(w.toUpperCase());
          if (capitalisation === 'first') expect(w).toBe(w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());
          if (capitalisation === 'random') expect([w.toLowerCase(), w.charAt(0).toUpperCase() + w.slice(1)]).toContain(w);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('capitalises about half the words at random', () => {
    const parts = generatePassphrases({ ...base, wordCount: 20, capitalisation: 'random' }, 50).flatMap((p) => p.split(' '));
    const upper = parts.filter((w) => w !== w.toLowerCase()).length;
    // 1000 fair coin flips: mean 500, sd 15.8; 6 sd.
    expect(Math.abs(upper - 500)).toBeLessThan(95);
  });

  it('appends exactly the requested digits and symbols to word ends', () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const o = { ...options, separator: 'space' as const };
        const parts = generatePassphrase(o).split(' ');
        expect(parts).toHaveLength(o.wordCount);
        const tails = parts.map((w) => /[0-9!#$%&*+=?@^~]*$/.exec(w)![0]);
        parts.forEach((w, i) => expect(words.has(w.slice(0, w.length - tails[i]!.length).toLowerCase()), w).toBe(true));
        const inserted = tails.join('');
        expect(inserted.replace(/[^0-9]/g, '')).toHaveLength(o.digits);
        expect(inserted.replace(/[0-9]/g, '')).toHaveLength(o.symbols);
      }),
      { numRuns: 300 },
    );
  });

  it('spreads one digit over every word end (all n placements occur)', () => {
    const seen = new Set<number>();
    const next = seededBytes(7);
    for (let i = 0; i < 300; i++) seen.add(generatePassphrase({ ...base, wordCount: 4, digits: 1 }, next).split(' ').findIndex((w) => /[0-9]$/.test(w)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it('differs from one call to the next', () => {
    expect(generatePassphrase(base)).not.toBe(generatePassphrase(base));
  });

  it('makes 50 passphrases of 512 words quickly, with 512 × log2(7776) bits each', () => {
    const start = performance.now();
    const list = generatePassphrases({ ...base, wordCount: 512, digits: 5, symbols: 5, capitalisation: 'random' }, 50);
    expect(performance.now() - start).toBeLessThan(5_000); // milliseconds on an idle machine; generous for a busy CI
    expect(list).toHaveLength(50);
    for (const phrase of list) {
      const parts = phrase.split(' ');
      expect(parts).toHaveLength(512);
      for (const w of parts) expect(words.has(w.replace(/[0-9!#$%&*+=?@^~]+$/, '').toLowerCase()), w).toBe(true);
    }
    expect(passphraseEntropy({ ...base, wordCount: 512 }).total).toBeCloseTo(512 * Math.log2(7776), 8);
  });

  it('ends every passphrase with the ending text, which adds no entropy', () => {
    fc.assert(
      fc.property(optionsArb, fc.string({ maxLength: 64 }), (options, suffix) => {
        const o = { ...options, separator: 'space' as const, suffix };
        const phrase = generatePassphrase(o);
        expect(phrase.endsWith(suffix)).toBe(true);
        const parts = phrase.slice(0, phrase.length - suffix.length).split(' ');
        expect(parts).toHaveLength(o.wordCount);
        parts.forEach((w) => expect(words.has(w.replace(/[0-9!#$%&*+=?@^~]+$/, '').toLowerCase()), w).toBe(true));
        expect(passphraseEntropy(o)).toEqual(passphraseEntropy({ ...o, suffix: '' }));
      }),
      { numRuns: 200 },
    );
    expect(generatePassphrases({ ...base, wordCount: 3, separator: 'hyphen', suffix: '!2024' }, 5).every((p) => /^[a-z-]+-[a-z-]+-[a-z-]+!2024$/.test(p))).toBe(true);
    // 64 characters counted as code points: 64 emoji (128 UTF-16 units) are accepted.
    expect(generatePassphrase({ ...base, suffix: '😀'.repeat(64) }).endsWith('😀'.repeat(64))).toBe(true);
  });

  it('rejects bad settings with a message', () => {
    expect(expectToolInputError(() => generatePassphrase({ ...base, wordCount: 0 })).message).toBe('Number of words must be a whole number from 1 to 512 (got 0).');
    expect(expectToolInputError(() => generatePassphrase({ ...base, wordCount: 513 })).message).toBe('Number of words must be a whole number from 1 to 512 (got 513).');
    expect(expectToolInputError(() => generatePassphrase({ ...base, suffix: 'x'.repeat(65) })).message).toBe('The ending text is at most 64 characters long (got 65).');
    expect(expectToolInputError(() => generatePassphrase({ ...base, digits: 513 })).message).toBe('Digits must be a whole number from 0 to 512 (got 513).');
    expect(expectToolInputError(() => generatePassphrase({ ...base, symbols: -1 })).message).toBe('Symbols must be a whole number from 0 to 512 (got -1).');
    expect(expectToolInputError(() => generatePassphrases(base, 51)).message).toBe('Quantity must be a whole number from 1 to 50 (got 51).');
    expect(() => generatePassphrase({ ...base, separator: 'custom', customSeparator: 'x'.repeat(11) })).toThrow(ToolInputError);
  });
});

describe('passphrase generator: examples, state and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(passphraseGenerator, passphraseGeneratorState);
  });

  it('has examples that each generate passphrases', () => {
    for (const example of passphraseGenerator.examples ?? []) {
      const { quantity, ...options } = passphraseGeneratorState.schema.parse(example.state);
      expect(generatePassphrases(options, quantity)).toHaveLength(quantity);
    }
  });

  it('keeps settings only: nothing stored, a link cannot slip a passphrase in, the ending text is a secret', () => {
    const { state } = restoreState(passphraseGeneratorState, { search: '?wordCount=999&separator=dot&passphrase=abc&suffix=xyz', hash: '', stored: { passphrase: 'abc', suffix: 'xyz' } });
    expect(storableInputs(passphraseGeneratorState, { ...state, suffix: 'xyz' })).toEqual({});
    expect(state).toMatchObject({ wordCount: 6, separator: 'dot', suffix: '' });
    expect(state).not.toHaveProperty('passphrase');
    expect(passphraseGeneratorState.secrets).toEqual(['suffix']);
    expect(restoreState(passphraseGeneratorState, { search: '?wordCount=512', hash: '', stored: undefined }).state.wordCount).toBe(512);
    for (const example of passphraseGenerator.examples ?? []) expect(example.state).not.toHaveProperty('suffix');
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const number = fc.oneof(fc.integer({ min: -5, max: 60 }), fc.double(), fc.constantFrom(Number.NaN, Infinity, 0.5, 512, 513));
    const hostile = fc.record({
      wordCount: number,
      separator: fc.oneof(fc.constantFrom(...SEPARATORS), fc.string()) as fc.Arbitrary<PassphraseOptions['separator']>,
      customSeparator: fc.string({ maxLength: 20 }),
      capitalisation: fc.oneof(fc.constantFrom(...CAPITALISATIONS), fc.string()) as fc.Arbitrary<PassphraseOptions['capitalisation']>,
      digits: number,
      symbols: number,
      suffix: fc.string({ maxLength: 80 }),
    });
    fuzzToolFunction((o: PassphraseOptions) => generatePassphrase(o), hostile);
    fuzzToolFunction((o: PassphraseOptions) => passphraseEntropy(o), hostile);
    fuzzToolFunction(([o, q]: [PassphraseOptions, number]) => generatePassphrases(o, q), fc.tuple(fc.oneof(hostile, optionsArb), fc.oneof(number, fc.integer({ min: 1, max: 5 }))));
  });
});
