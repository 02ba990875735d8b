import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import {
  checkPinOptions,
  checkPinQuantity,
  generatePins,
  hasRunOrSequence,
  log2BigInt,
  pinEntropyBits,
  pinSpaceSize,
  type PinOptions,
} from './pin-code-generator.js';
import { pinCodeGenerator } from './meta.js';
import { pinCodeGeneratorState } from './state.js';

/** Reference check written independently of the module: the digits as numbers, three at a time. */
function forbidden(pin: string): boolean {
  const d = [...pin].map(Number);
  return d.some((_, i) => i >= 2 && d[i]! - d[i - 1]! === d[i - 1]! - d[i - 2]! && Math.abs(d[i]! - d[i - 1]!) <= 1);
}

/** Brute force: counts every string of `length` digits that satisfies the constraints. */
function bruteForceCount(length: number, uniqueDigits: boolean, noSequences: boolean): number {
  let count = 0;
  for (let n = 0; n < 10 ** length; n++) {
    const pin = String(n).padStart(length, '0');
    if (uniqueDigits && new Set(pin).size !== length) continue;
    if (noSequences && forbidden(pin)) continue;
    count++;
  }
  return count;
}

const constraints = fc.record({ uniqueDigits: fc.boolean(), noSequences: fc.boolean() });

describe('hasRunOrSequence', () => {
  it('rejects the examples of the definition and accepts the others', () => {
    for (const pin of ['1234', '4321', '1111', '5123', '9876', '111', '0012', '98765']) expect(hasRunOrSequence(pin), pin).toBe(true);
    for (const pin of ['1122', '1357', '1212', '8901', '8902', '2468', '1100']) expect(hasRunOrSequence(pin), pin).toBe(false);
  });

  it('agrees with an independent reference on any digit string', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{0,12}$/), (pin) => {
        expect(hasRunOrSequence(pin)).toBe(forbidden(pin));
      }),
    );
  });
});

describe('pinSpaceSize and pinEntropyBits', () => {
  it('give the known counts', () => {
    // No constraint: 10^L. Unique digits: 10!/(10−L)!.
    expect(pinSpaceSize({ length: 4 })).toBe(10_000n);
    expect(pinSpaceSize({ length: 32 })).toBe(10n ** 32n);
    expect(pinSpaceSize({ length: 4, uniqueDigits: true })).toBe(5040n);
    expect(pinSpaceSize({ length: 10, uniqueDigits: true })).toBe(3_628_800n);
    // 3 digits without runs: 1000 − 10 repeats (000…999) − 8 ascending (012…789) − 8 descending (210…987) = 974.
    expect(pinSpaceSize({ length: 3, noSequences: true })).toBe(974n);
  });

  it('match a brute-force count for every combination of up to 5 digits', () => {
    for (let length = 3; length <= 5; length++) {
      for (const uniqueDigits of [false, true]) {
        for (const noSequences of [false, true]) {
          expect(pinSpaceSize({ length, uniqueDigits, noSequences }), `${length} ${uniqueDigits} ${noSequences}`).toBe(BigInt(bruteForceCount(length, uniqueDigits, noSequences)));
        }
      }
    }
  });

  it('give the entropy in bits', () => {
    expect(pinEntropyBits({ length: 4 })).toBeCloseTo(13.2877, 4); // log2(10^4)
    expect(pinEntropyBits({ length: 6 })).toBeCloseTo(19.9316, 4); // log2(10^6)
    expect(pinEntropyBits({ length: 32 })).toBeCloseTo(106.3017, 4); // 32 × log2(10)
    expect(pinEntropyBits({ length: 4, uniqueDigits: true })).toBeCloseTo(Math.log2(5040), 10);
    expect(pinEntropyBits({ length: 3, noSequences: true })).toBeCloseTo(Math.log2(974), 10);
  });

  it('log2BigInt is exact on powers of two and close on large numbers', () => {
    expect(log2BigInt(1n)).toBe(0);
    expect(log2BigInt(2n ** 100n)).toBe(100);
    expect(log2BigInt(10n ** 32n)).toBeCloseTo(32 * Math.log2(10), 10);
    expect(log2BigInt(0n)).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe('generatePins', () => {
  it('keeps the constraints on many draws', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 32 }), fc.integer({ min: 1, max: 20 }), constraints, (length, quantity, chosen) => {
        const len = chosen.uniqueDigits ? Math.min(length, 10) : length;
        const pins = generatePins({ length: len, quantity, ...chosen });
        expect(pins).toHaveLength(quantity);
        for (const pin of pins) {
          expect(pin).toMatch(new RegExp(`^[0-9]{${len}}$`));
          if (chosen.uniqueDigits) expect(new Set(pin).size).toBe(len);
          if (chosen.noSequences) expect(forbidden(pin), pin).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('draws every allowed 3-digit PIN about equally (chi-square over 974 values)', () => {
    const counts = new Map<string, number>();
    const draws = 100 * 974;
    for (let i = 0; i < draws / 100; i++) for (const pin of generatePins({ length: 3, quantity: 100, noSequences: true })) counts.set(pin, (counts.get(pin) ?? 0) + 1);
    expect(counts.size).toBe(974);
    const chi = [...counts.values()].reduce((s, c) => s + (c - 100) ** 2 / 100, 0);
    // 973 degrees of freedom: mean 973, sd ≈ 44; 1200 is over 5 sd away.
    expect(chi).toBeLessThan(1200);
  });

  it('accepts more than 45 % of raw draws, so rejection ends quickly', () => {
    // Worst cases: 32 free digits, and 10 unique digits (raw spaces 10^32 and 10!).
    expect(Number(pinSpaceSize({ length: 32, noSequences: true })) / 1e32).toBeGreaterThan(0.45);
    expect(Number(pinSpaceSize({ length: 10, uniqueDigits: true, noSequences: true })) / 3_628_800).toBeGreaterThan(0.45);
  });

  it('maps an injected byte source through rejection sampling', () => {
    // n = 10: bytes 250–255 are rejected, the others give byte % 10.
    const bytes = [3, 250, 17, 255, 249, 0, 42];
    let i = 0;
    const fill = (buffer: Uint8Array) => {
      for (let j = 0; j < buffer.length; j++) buffer[j] = bytes[i++ % bytes.length]!;
    };
    expect(generatePins({ length: 5, quantity: 1 }, fill)).toEqual(['37902']);
  });

  it('reports impossible combinations and bad numbers', () => {
    expect(expectToolInputError(() => generatePins({ length: 11, quantity: 1, uniqueDigits: true })).message).toBe(
      'Impossible: a PIN of 11 digits cannot have unique digits (there are only 10 digits). Choose a length of 10 or less, or allow repeated digits.',
    );
    expectToolInputError(() => pinEntropyBits({ length: 12, uniqueDigits: true }));
    expect(expectToolInputError(() => generatePins({ length: 2, quantity: 1 })).message).toBe('Length must be a whole number from 3 to 32 (got 2).');
    expect(expectToolInputError(() => generatePins({ length: 4, quantity: 101 })).message).toBe('Quantity must be a whole number from 1 to 100 (got 101).');
    expectToolInputError(() => checkPinQuantity(Number.NaN));
    expectToolInputError(() => checkPinOptions({ length: 4.5 }));
  });
});

describe('pin code generator: examples, state and robustness', () => {
  it('has examples that are valid states', () => expectExamplesMatchState(pinCodeGenerator, pinCodeGeneratorState));

  it('has examples that each generate PINs', () => {
    for (const example of pinCodeGenerator.examples ?? []) {
      const state = pinCodeGeneratorState.schema.parse(example.state);
      expect(generatePins(state)).toHaveLength(state.quantity);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const number = fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double(), fc.constantFrom(Number.NaN, Infinity, 1e21, 10, 11));
    const options: fc.Arbitrary<PinOptions & { quantity: number }> = fc.record({ length: number, quantity: fc.oneof(number, fc.integer({ min: 1, max: 100 })), uniqueDigits: fc.boolean(), noSequences: fc.boolean() });
    fuzzToolFunction((o) => generatePins(o), options);
    fuzzToolFunction((o) => pinEntropyBits(o), options);
    fuzzToolFunction((o) => pinSpaceSize(o), options);
    fuzzToolFunction((o) => checkPinOptions(o), options);
    fuzzToolFunction((n: number) => checkPinQuantity(n), number);
    fuzzToolFunction((s: string) => hasRunOrSequence(s));
  });
});
