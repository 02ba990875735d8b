import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { baseConverterTool } from './meta.js';
import { baseConverterState } from './state.js';
import { convertBase, defaultDigitGroupSize, formatIntegerInBase, parseIntegerInBase, type BaseAlphabet } from './base-converter.js';

describe('published values', () => {
  it('255 = 0xFF = 0o377 = 0b11111111', () => {
    expect(convertBase('255', 10, 16)).toBe('ff');
    expect(convertBase('255', 10, 8)).toBe('377');
    expect(convertBase('255', 10, 2)).toBe('11111111');
  });

  // Python documentation, int(): "Base 36 ... digits 0-9 and letters a-z"; int('zz', 36) == 1295.
  it('reads base 36 like Python int()', () => {
    expect(parseIntegerInBase('zz', 36).value).toBe(1295n);
    expect(parseIntegerInBase('ZZ', 36).value).toBe(1295n);
  });

  it('is exact beyond 2^53: 2^64 − 1 and the Mersenne prime 2^127 − 1', () => {
    expect(convertBase('18446744073709551615', 10, 16, { uppercase: true })).toBe('FFFFFFFFFFFFFFFF');
    expect(convertBase('170141183460469231731687303715884105727', 10, 2)).toBe('1'.repeat(127));
    expect(convertBase('1'.repeat(5000), 2, 10)).toBe((2n ** 5000n - 1n).toString());
    expect(convertBase('z'.repeat(3000), 36, 42)).toBe(formatIntegerInBase(36n ** 3000n - 1n, 42));
    expect(() => parseIntegerInBase('1'.repeat(10_001), 2)).toThrow('The number is too long: at most 10000 digits.');
  });

  // RFC 4648 §4, table 1: the Base64 alphabet A–Z a–z 0–9 + /, value 0 is "A", 63 is "/".
  it('writes base 64 with either digit order', () => {
    expect(formatIntegerInBase(63n, 64)).toBe('/');
    expect(formatIntegerInBase(64n, 64)).toBe('10');
    expect(formatIntegerInBase(0n, 64, { alphabet: 'rfc4648' })).toBe('A');
    expect(formatIntegerInBase(64n * 26n + 1n, 64, { alphabet: 'rfc4648' })).toBe('aB');
  });
});

describe('prefixes, signs, groups', () => {
  it('reads 0x, 0o, 0b and &H prefixes and C suffixes, which set the base', () => {
    expect(parseIntegerInBase('0xFF', 10)).toEqual({ value: 255n, base: 16, prefix: '0x' });
    expect(parseIntegerInBase('0o17', 10).value).toBe(15n);
    expect(parseIntegerInBase('0b101', 10).value).toBe(5n);
    expect(parseIntegerInBase('&HFF', 10).value).toBe(255n);
    expect(parseIntegerInBase('0xFFul', 10).value).toBe(255n);
    expect(parseIntegerInBase('0x1fn', 10).value).toBe(31n);
    expect(() => parseIntegerInBase('0xFF', 10, { prefixes: false })).toThrow('"x" at position 2 is not a digit of base 10.');
  });

  it('reads negative numbers and digit separators', () => {
    expect(parseIntegerInBase('-42', 10).value).toBe(-42n);
    expect(parseIntegerInBase('\u221242', 10).value).toBe(-42n);
    expect(parseIntegerInBase('-0x10', 10).value).toBe(-16n);
    expect(parseIntegerInBase('1_000 000', 10).value).toBe(1_000_000n);
    expect(parseIntegerInBase("1'024", 10).value).toBe(1024n);
    expect(formatIntegerInBase(-255n, 16, { prefix: true })).toBe('-0xff');
  });

  it('groups digits by 4 in bases 2 and 16, by 3 otherwise', () => {
    expect(formatIntegerInBase(255n, 2, { group: defaultDigitGroupSize(2) })).toBe('1111 1111');
    expect(formatIntegerInBase(1234567n, 10, { group: defaultDigitGroupSize(10) })).toBe('1 234 567');
    expect(formatIntegerInBase(0x12345n, 16, { group: 4, prefix: true })).toBe('0x1 2345');
  });
});

describe('errors name the digit and its position', () => {
  it.each([
    ['12a4', 10, '"a" at position 3 is not a digit of base 10. Base 10 digits are 0 1 2 3 4 5 6 7 8 9.'],
    ['102', 2, '"2" at position 3 is not a digit of base 2. Base 2 digits are 0 1.'],
    ['1.5', 10, '"." at position 2 is not a digit of base 10. Only whole numbers can be converted.'],
    ['', 10, 'Enter a number.'],
    ['0x', 10, '"x" at position 2 is not a digit of base 10.'],
    ['-', 10, 'Enter a number.'],
  ] as const)('%j in base %d', (text, base, message) => {
    expect(() => parseIntegerInBase(text, base)).toThrow(message);
  });

  it('gives the 0-based position in the error', () => {
    try {
      parseIntegerInBase('  12a4', 10);
    } catch (e) {
      expect((e as ToolInputError).position).toBe(4);
    }
    expect(() => parseIntegerInBase('1', 65)).toThrow('The base must be a whole number from 2 to 64.');
    expect(() => formatIntegerInBase(1n, 1)).toThrow(ToolInputError);
  });
});

describe('round trips (fast-check)', () => {
  it('any integer written in any base reads back', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }), fc.integer({ min: 2, max: 64 }), fc.constantFrom<BaseAlphabet>('default', 'rfc4648'), (n, base, alphabet) => {
        return parseIntegerInBase(formatIntegerInBase(n, base, { alphabet }), base, { alphabet, prefixes: false }).value === n;
      }),
    );
  });

  it('agrees with BigInt’s own toString for bases up to 36', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 2n ** 200n }), fc.integer({ min: 2, max: 36 }), (n, base) => formatIntegerInBase(n, base) === n.toString(base)));
  });
});

describe('integer base converter: examples and robustness', () => {
  it('has examples that are valid states, which convert', () => {
    expectExamplesMatchState(baseConverterTool, baseConverterState);
    for (const { state } of baseConverterTool.examples ?? []) {
      const { input, base } = state as { input: string; base: number };
      expect(convertBase(input, base, 16)).not.toBe('');
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const base = fc.oneof(fc.integer({ min: 2, max: 64 }), fc.integer(), fc.double());
    const alphabet = fc.oneof(fc.constantFrom<BaseAlphabet>('default', 'rfc4648'), fc.string({ maxLength: 5 })) as fc.Arbitrary<BaseAlphabet>;
    fuzzToolFunction(([text, b, a]: [string, number, BaseAlphabet]) => parseIntegerInBase(text, b, { alphabet: a }), fc.tuple(hostileText, base, alphabet));
    fuzzToolFunction(([n, b, g]: [bigint, number, number]) => formatIntegerInBase(n, b, { group: g, prefix: true, uppercase: true }), fc.tuple(fc.bigInt(), base, fc.integer({ min: -2, max: 10 })));
    fuzzToolFunction(([text, a, b]: [string, number, number]) => convertBase(text, a, b), fc.tuple(hostileText, base, base));
    fuzzToolFunction((b: number) => defaultDigitGroupSize(b), base);
  });
});
