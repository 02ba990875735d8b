import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restoreState } from '@handy-tools/ui';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import {
  checkAlphabet,
  checkLength,
  formatCount,
  generateNanoids,
  idsForCollisionProbability,
  NANOID_ALPHABETS,
  NANOID_PRESETS,
  resolveAlphabet,
} from './nanoid-generator.js';
import { nanoidGenerator } from './meta.js';
import { nanoidGeneratorState } from './state.js';

/** The value rounded to two significant digits, as the published table writes it. */
const twoDigits = (n: number) => Number(n.toPrecision(2));

describe('alphabet presets', () => {
  it('are the documented alphabets', () => {
    // Nano ID README: "A-Za-z0-9_-", 64 symbols.
    expect([...NANOID_ALPHABETS.default].sort().join('')).toBe('-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz');
    expect(NANOID_ALPHABETS.numbers).toBe('0123456789');
    expect(NANOID_ALPHABETS.lowercase).toBe('abcdefghijklmnopqrstuvwxyz');
    expect(NANOID_ALPHABETS.uppercaseNumbers).toHaveLength(36);
    // nanoid-dictionary "nolookalikes": no 1, l, I, 0, O, o, u, v, 5, S, s, 2, Z.
    expect(NANOID_ALPHABETS.noLookalikes).toHaveLength(49);
    for (const c of '1lI0Oouv5Ss2Z') expect(NANOID_ALPHABETS.noLookalikes).not.toContain(c);
    for (const a of Object.values(NANOID_ALPHABETS)) expect(checkAlphabet(a)).toBe(a);
  });
});

describe('generateNanoids', () => {
  it('makes IDs of the asked length from the asked alphabet only', () => {
    for (const preset of NANOID_PRESETS.filter((p) => p !== 'custom')) {
      const alphabet = resolveAlphabet(preset);
      const ids = generateNanoids({ alphabet, length: 21, quantity: 200 });
      expect(ids).toHaveLength(200);
      for (const id of ids) {
        expect(id).toHaveLength(21);
        for (const c of id) expect(alphabet).toContain(c);
      }
    }
  });

  it('uses every symbol of any alphabet size from 2 to 256 (no symbol left out by the mask)', () => {
    for (const size of [2, 3, 5, 9, 10, 17, 33, 63, 64, 65, 100, 129, 200, 255, 256]) {
      const alphabet = Array.from({ length: size }, (_, i) => String.fromCharCode(0x100 + i)).join('');
      const ids = generateNanoids({ alphabet, length: 255, quantity: 200 });
      const seen = new Set(ids.join(''));
      expect(seen.size, `size ${size}`).toBe(size);
    }
  });

  it('keeps length and alphabet for any valid options', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => c.length === 1 && !/[\uD800-\uDFFF]/.test(c)), { minLength: 2, maxLength: 256 }),
        fc.integer({ min: 2, max: 255 }),
        fc.integer({ min: 1, max: 5 }),
        (symbols, length, quantity) => {
          const alphabet = symbols.join('');
          const ids = generateNanoids({ alphabet, length, quantity });
          expect(ids).toHaveLength(quantity);
          for (const id of ids) {
            expect(id).toHaveLength(length);
            for (const c of id) expect(symbols).toContain(c);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('makes distinct IDs with the default alphabet', () => {
    const ids = generateNanoids({ alphabet: NANOID_ALPHABETS.default, length: 21, quantity: 1000 });
    expect(new Set(ids).size).toBe(1000);
  });

  it('rejects a bad length or quantity', () => {
    expect(expectToolInputError(() => generateNanoids({ alphabet: 'ab', length: 1, quantity: 1 })).message).toBe('Length must be a whole number from 2 to 255 (got 1).');
    expectToolInputError(() => checkLength(256));
    expectToolInputError(() => checkLength(Number.NaN));
    expectToolInputError(() => generateNanoids({ alphabet: 'ab', length: 5, quantity: 1001 }));
  });
});

describe('checkAlphabet', () => {
  it('rejects repeated characters, naming both positions', () => {
    const e = expectToolInputError(() => checkAlphabet('abcb'));
    expect(e.message).toBe('The alphabet repeats the "b" of position 2 at position 4: each symbol must appear once.');
    expect(e.column).toBe(4);
    expect(expectToolInputError(() => checkAlphabet('a b ')).message).toContain('repeats the space of position 2 at position 4');
  });

  it('rejects fewer than 2 or more than 256 characters', () => {
    expect(expectToolInputError(() => checkAlphabet('')).message).toBe('The alphabet must have from 2 to 256 different characters (it has 0).');
    expect(expectToolInputError(() => checkAlphabet('a')).message).toContain('(it has 1)');
    const big = Array.from({ length: 257 }, (_, i) => String.fromCharCode(0x100 + i)).join('');
    expect(expectToolInputError(() => checkAlphabet(big)).message).toContain('(it has 257)');
    expect(checkAlphabet(big.slice(0, 256))).toHaveLength(256);
  });

  it('rejects characters outside the BMP and lone surrogates', () => {
    expect(expectToolInputError(() => checkAlphabet('ab😀')).message).toContain('"😀" at position 3 cannot be used');
    expect(expectToolInputError(() => checkAlphabet('ab\uD800')).message).toContain('lone surrogate (U+D800) at position 3');
  });

  it('resolves presets and the custom alphabet', () => {
    expect(resolveAlphabet('numbers', 'ignored')).toBe('0123456789');
    expect(resolveAlphabet('custom', 'xyz')).toBe('xyz');
    expectToolInputError(() => resolveAlphabet('custom', 'x'));
  });
});

describe('idsForCollisionProbability (birthday bound)', () => {
  // Wikipedia, "Birthday attack", table of n for a hash of b bits and probability p, with the
  // same square approximation (values rounded to two digits there).
  it('matches the published table for p = 1 %', () => {
    expect(twoDigits(idsForCollisionProbability(2, 32))).toBe(9.3e3);
    expect(twoDigits(idsForCollisionProbability(16, 16))).toBe(6.1e8); // 64 bits
    expect(twoDigits(idsForCollisionProbability(256, 16))).toBe(2.6e18); // 128 bits
  });

  it('matches the published table for p = 50 %', () => {
    expect(twoDigits(idsForCollisionProbability(2, 64, 0.5))).toBe(5.1e9);
    expect(twoDigits(idsForCollisionProbability(2, 128, 0.5))).toBe(2.2e19);
  });

  it('gives about 22.5 people for the classic 365-day birthday problem at 50 %', () => {
    // Wikipedia, "Birthday problem", square approximation: n(0.5; 365) ≈ 22.49.
    expect(idsForCollisionProbability(365, 1, 0.5)).toBeCloseTo(22.49, 2);
  });

  it('stays finite for the largest alphabet and length, and grows with both', () => {
    const max = idsForCollisionProbability(256, 255);
    expect(Number.isFinite(max)).toBe(true);
    expect(max).toBeGreaterThan(1e300);
    expect(idsForCollisionProbability(64, 22)).toBeGreaterThan(idsForCollisionProbability(64, 21));
    expect(idsForCollisionProbability(65, 21)).toBeGreaterThan(idsForCollisionProbability(64, 21));
  });

  it('rejects arguments out of range', () => {
    expectToolInputError(() => idsForCollisionProbability(1, 10));
    expectToolInputError(() => idsForCollisionProbability(2, 0));
    expectToolInputError(() => idsForCollisionProbability(2, 10, 1));
    expectToolInputError(() => idsForCollisionProbability(2, 10, 0));
  });
});

describe('formatCount', () => {
  it('writes small counts in full and large ones with a power of ten', () => {
    expect(formatCount(9292.4)).toBe('9,292');
    expect(formatCount(6.07e8)).toBe('6.1 × 10⁸');
    expect(formatCount(2.6e18)).toBe('2.6 × 10¹⁸');
    expect(formatCount(Infinity)).toBe('∞');
  });
});

describe('nanoid generator: examples and robustness', () => {
  it('has examples that are valid states', () => expectExamplesMatchState(nanoidGenerator, nanoidGeneratorState));

  it('has examples that each generate IDs', () => {
    for (const example of nanoidGenerator.examples ?? []) {
      const s = nanoidGeneratorState.schema.parse(example.state);
      const ids = generateNanoids({ alphabet: resolveAlphabet(s.preset, s.alphabet), length: s.length, quantity: s.quantity });
      expect(ids).toHaveLength(s.quantity);
    }
  });

  it('keeps hostile link values out of the state', () => {
    const { state } = restoreState(nanoidGeneratorState, { search: '?preset=evil&length=1000&quantity=-1' });
    expect(state).toEqual({ preset: 'default', length: 21, quantity: 1, alphabet: '' });
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => checkAlphabet(s));
    fuzzToolFunction(([p, s]: [(typeof NANOID_PRESETS)[number], string]) => resolveAlphabet(p, s), fc.tuple(fc.constantFrom(...NANOID_PRESETS), hostileText));
    const number = fc.oneof(fc.integer({ min: -5, max: 300 }), fc.double(), fc.constantFrom(Number.NaN, Infinity));
    fuzzToolFunction((n: number) => checkLength(n), number);
    fuzzToolFunction(
      (o: { alphabet: string; length: number; quantity: number }) => generateNanoids(o),
      fc.record({ alphabet: fc.oneof(hostileText, fc.constant('abc')), length: number, quantity: fc.oneof(number, fc.integer({ min: 1, max: 3 })) }),
    );
    fuzzToolFunction(([a, l, p]: [number, number, number]) => idsForCollisionProbability(a, l, p), fc.tuple(number, number, fc.oneof(fc.double(), number)));
    fuzzToolFunction((n: number) => formatCount(n), fc.oneof(fc.double({ min: 0 }), fc.constant(Infinity)));
  });
});
