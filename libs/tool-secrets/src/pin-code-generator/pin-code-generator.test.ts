import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import {
  checkPinOptions,
  checkPinQuantity,
  formatCount,
  generatePins,
  hasRunOrSequence,
  log2BigInt,
  pinEntropyBits,
  pinSamplerStep,
  pinSpaceSize,
  type PinOptions,
} from './pin-code-generator.js';
import { byteStream } from '../shared/random.js';
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
    expect(pinSpaceSize({ length: 512 })).toBe(10n ** 512n);
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

  it('without runs: follow the transfer-matrix count, computed here independently digit by digit', () => {
    // Reference: count strings by (last two digits), extending one digit at a time, to 60 digits.
    let counts = new Map<string, bigint>();
    for (let a = 0; a < 10; a++) for (let b = 0; b < 10; b++) counts.set(`${a}${b}`, 1n);
    for (let length = 3; length <= 60; length++) {
      const next = new Map<string, bigint>();
      for (const [pair, n] of counts) {
        for (let c = 0; c < 10; c++) {
          if (forbidden(pair + String(c))) continue;
          const key = pair[1]! + String(c);
          next.set(key, (next.get(key) ?? 0n) + n);
        }
      }
      counts = next;
      if ([3, 4, 10, 33, 60].includes(length)) expect(pinSpaceSize({ length, noSequences: true }), `length ${length}`).toBe([...counts.values()].reduce((a, b) => a + b, 0n));
    }
  });

  it('give the entropy in bits', () => {
    expect(pinEntropyBits({ length: 4 })).toBeCloseTo(13.2877, 4); // log2(10^4)
    expect(pinEntropyBits({ length: 6 })).toBeCloseTo(19.9316, 4); // log2(10^6)
    expect(pinEntropyBits({ length: 32 })).toBeCloseTo(106.3017, 4); // 32 × log2(10)
    expect(pinEntropyBits({ length: 512 })).toBeCloseTo(512 * Math.log2(10), 8);
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

describe('formatCount', () => {
  it('is exact with separators up to 15 digits, scientific beyond', () => {
    expect(formatCount(10_000n)).toBe('10,000');
    expect(formatCount(999_999_999_999_999n)).toBe('999,999,999,999,999');
    expect(formatCount(10n ** 15n)).toBe('1.00 × 10^15');
    expect(formatCount(10n ** 512n)).toBe('1.00 × 10^512');
    expect(formatCount(123_456_789_012_345_678n)).toBe('1.23 × 10^17');
    expect(formatCount(99_999_999_999_999_999n)).toBe('1.00 × 10^17'); // rounds up into the next power
  });
});

describe('generatePins', () => {
  it('keeps the constraints on many draws', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 80 }), fc.integer({ min: 1, max: 20 }), constraints, (length, quantity, chosen) => {
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

  it('accepts more than 45 % of raw draws with unique digits, so rejection ends quickly', () => {
    // Worst case: 10 unique digits (raw space 10!).
    expect(Number(pinSpaceSize({ length: 10, uniqueDigits: true, noSequences: true })) / 3_628_800).toBeGreaterThan(0.45);
    // Whereas rejecting whole draws of 512 free digits would accept fewer than 1 in 10^5: hence the digit-by-digit sampler.
    expect(log2BigInt(pinSpaceSize({ length: 512, noSequences: true })) - 512 * Math.log2(10)).toBeLessThan(Math.log2(1e-5));
  });

  it('makes 100 PINs of 512 digits without runs or sequences, quickly', () => {
    const start = performance.now();
    const pins = generatePins({ length: 512, quantity: 100, noSequences: true });
    expect(performance.now() - start).toBeLessThan(5_000); // milliseconds on an idle machine; generous for a busy CI
    expect(pins).toHaveLength(100);
    for (const pin of pins) {
      expect(pin).toMatch(/^[0-9]{512}$/);
      expect(forbidden(pin), pin).toBe(false);
    }
    expect(new Set(pins).size).toBe(100);
    const plain = generatePins({ length: 512, quantity: 100 });
    expect(plain.every((pin) => /^[0-9]{512}$/.test(pin))).toBe(true);
  });

  it('the digit-by-digit sampler gives every 3-digit PIN without runs its exact share (all byte values enumerated)', () => {
    // For short PINs each step reads one R of whole bytes (k ≤ 16 bits) and draws again when
    // R ≥ the total. Enumerating every byte value of one attempt gives each digit's exact
    // probability (rejected attempts only renormalise); the product over the steps is each
    // PIN's probability, which must be 1 / (number of allowed PINs) for every allowed PIN.
    const size = Number(pinSpaceSize({ length: 3, noSequences: true }));
    const memo = new Map<string, Map<number, { next: number; p: number }>>();
    const stepDistribution = (state: number, rem: number) => {
      const key = `${state}/${rem}`;
      const known = memo.get(key);
      if (known) return known;
      const tally = new Map<number, { next: number; n: number }>();
      let accepted = 0;
      const bytes = rem >= 2 ? 2 : 1; // one R: 2 bytes for the 974 PINs, 1 byte for up to 100 completions
      for (let v = 0; v < 256 ** bytes; v++) {
        const attempt = bytes === 2 ? [v >> 8, v & 255] : [v];
        let i = 0;
        const END = new Error('rejected');
        try {
          const step = pinSamplerStep(state, rem, () => {
            if (i < attempt.length) return attempt[i++]!;
            throw END; // asks for another attempt: this R was rejected
          });
          const entry = tally.get(step.digit) ?? { next: step.next, n: 0 };
          entry.n++;
          tally.set(step.digit, entry);
          accepted++;
        } catch (error) {
          if (error !== END) throw error;
        }
      }
      const distribution = new Map([...tally].map(([digit, { next, n }]) => [digit, { next, p: n / accepted }]));
      memo.set(key, distribution);
      return distribution;
    };
    const probability = new Map<string, number>();
    const walk = (pin: string, p: number, state: number, rem: number) => {
      for (const [digit, { next, p: q }] of stepDistribution(state, rem)) {
        if (rem === 0) probability.set(pin + String(digit), p * q);
        else walk(pin + String(digit), p * q, next, rem - 1);
      }
    };
    walk('', 1, 40 /* START */, 2);
    expect(probability.size).toBe(size);
    const wrong = [...probability].filter(([pin, p]) => forbidden(pin) || Math.abs(p * size - 1) > 1e-9);
    expect(wrong).toEqual([]);
  });

  it('its fast path (from the top 53 bits) decides exactly as the exact comparison would', () => {
    // Same random bytes for both; when the exact comparison accepted R at the first try, the fast
    // path must give the same digit. A wide margin (0.05) sends many draws to the exact comparison too.
    const random = byteStream();
    let compared = 0;
    let fast = 0; // decided from the top bits with the real margin
    let exactWide = 0; // sent to the exact comparison by the wide margin
    for (let trial = 0; trial < 1500; trial++) {
      const rem = 20 + (trial % 480);
      const state = trial % 3 === 0 ? 40 : (trial % 10) * 4 + (trial % 4);
      const bytes: number[] = [];
      const byteAt = (i: number) => {
        while (bytes.length <= i) bytes.push(random());
        return bytes[i]!;
      };
      let readExact = 0;
      const exact = pinSamplerStep(state, rem, () => byteAt(readExact++), Number.POSITIVE_INFINITY);
      const k = Math.ceil(log2BigInt(pinSpaceSize({ length: rem + 1, noSequences: true })) + 1); // bits of one R, rounded up
      if (readExact > Math.ceil(k / 8) + 8) continue; // R was rejected at least once: the byte streams diverge
      for (const margin of [2 ** -40, 0.05]) {
        let read = 0;
        const quick = pinSamplerStep(state, rem, () => byteAt(read++), margin);
        expect(quick.digit, `trial ${trial}, margin ${margin}`).toBe(exact.digit);
        expect(quick.next).toBe(exact.next);
        if (margin < 0.05 && !quick.exact) fast++;
        if (margin === 0.05 && quick.exact) exactWide++;
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(700);
    expect(fast).toBeGreaterThan(0.99 * compared); // the fast path decides nearly every draw
    expect(exactWide).toBeGreaterThan(0.5 * compared); // and the exact comparison was exercised too
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
    expect(expectToolInputError(() => generatePins({ length: 2, quantity: 1 })).message).toBe('Length must be a whole number from 3 to 512 (got 2).');
    expect(expectToolInputError(() => generatePins({ length: 513, quantity: 1 })).message).toBe('Length must be a whole number from 3 to 512 (got 513).');
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
    const number = fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double(), fc.constantFrom(Number.NaN, Infinity, 1e21, 10, 11, 512, 513));
    const options: fc.Arbitrary<PinOptions & { quantity: number }> = fc.record({ length: number, quantity: fc.oneof(number, fc.integer({ min: 1, max: 100 })), uniqueDigits: fc.boolean(), noSequences: fc.boolean() });
    fuzzToolFunction((o) => generatePins(o), options);
    fuzzToolFunction((o) => pinEntropyBits(o), options);
    fuzzToolFunction((o) => pinSpaceSize(o), options);
    fuzzToolFunction((o) => checkPinOptions(o), options);
    fuzzToolFunction((n: number) => checkPinQuantity(n), number);
    fuzzToolFunction((s: string) => hasRunOrSequence(s));
    fuzzToolFunction((n: bigint) => formatCount(n), fc.bigInt({ min: 0n, max: 10n ** 600n }));
  });
});
