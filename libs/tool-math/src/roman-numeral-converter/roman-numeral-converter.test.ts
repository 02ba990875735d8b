import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { romanNumeralConverterTool } from './meta.js';
import { romanNumeralConverterState } from './state.js';
import { fromRoman, MAX_ROMAN, parseArabic, toRoman, type RomanReading } from './roman-numeral-converter.js';

// The examples of the standard form in "Roman numerals" (Wikipedia, section "Standard form").
const PUBLISHED: [number, string][] = [
  [39, 'XXXIX'],
  [246, 'CCXLVI'],
  [789, 'DCCLXXXIX'],
  [2421, 'MMCDXXI'],
  [160, 'CLX'],
  [207, 'CCVII'],
  [1009, 'MIX'],
  [1066, 'MLXVI'],
  [1776, 'MDCCLXXVI'],
  [1918, 'MCMXVIII'],
  [1944, 'MCMXLIV'],
  [1994, 'MCMXCIV'],
  [3999, 'MMMCMXCIX'],
];

describe('standard form', () => {
  it.each(PUBLISHED)('%d = %s', (n, roman) => {
    expect(toRoman(n)).toBe(roman);
    expect(fromRoman(roman)).toBe(n);
    expect(fromRoman(roman.toLowerCase())).toBe(n);
  });

  it('reads back every number from 1 to 3999', () => {
    for (let n = 1; n <= MAX_ROMAN; n++) expect(fromRoman(toRoman(n))).toBe(n);
  });

  it('accepts in strict reading only the numerals it writes (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'IVXLCDM'), minLength: 1, maxLength: 12 }), (s) => {
        let n: number;
        try {
          n = fromRoman(s);
        } catch (e) {
          return e instanceof ToolInputError;
        }
        return toRoman(n) === s;
      }),
      { numRuns: 2000 },
    );
  });
});

describe('non-standard numerals: the reason', () => {
  it.each([
    ['IIII', 'I is repeated more than three times (IIII is written IV)'],
    ['VV', 'V is never repeated (VV is written X)'],
    ['VX', 'V is never subtracted (VX is not a numeral)'],
    ['IC', 'I is only subtracted from V and X (IC is not one of IV, IX, XL, XC, CD, CM)'],
    ['XM', 'X is only subtracted from L and C'],
    ['IIV', 'I is subtracted after being added (IIV)'],
    ['IXI', 'its symbols are out of order (10 is written X)'],
    ['MMMM', 'M is repeated more than three times: standard numerals stop at 3999'],
    ['ABC', '"A" at position 1 is not a Roman numeral symbol'],
    ['', 'Enter a Roman numeral'],
  ])('%s', (roman, reason) => {
    expect(() => fromRoman(roman)).toThrow(ToolInputError);
    expect(() => fromRoman(roman)).toThrow(reason);
  });

  it('reads them by the additive–subtractive rule when lenient', () => {
    expect(fromRoman('IIII', 'lenient')).toBe(4); // clock faces
    expect(fromRoman('IC', 'lenient')).toBe(99);
    expect(fromRoman('VX', 'lenient')).toBe(5);
    expect(fromRoman('XIIII', 'lenient')).toBe(14);
    expect(() => fromRoman('MMMM', 'lenient')).toThrow('reads as 4000');
  });
});

describe('numbers in', () => {
  it.each([
    ['0', 'Roman numerals have no zero'],
    ['4000', 'standard Roman numerals stop at MMMCMXCIX'],
    ['-5', 'Enter a whole number from 1 to 3999'],
    ['2.5', 'whole numbers only'],
    ['abc', '"abc" is not a number'],
    ['', 'Enter a number from 1 to 3999.'],
  ])('rejects %j', (text, message) => {
    expect(() => parseArabic(text)).toThrow(message);
  });

  it('reads plain numbers', () => {
    expect(parseArabic(' 42 ')).toBe(42);
    expect(parseArabic('+7')).toBe(7);
  });
});

describe('Roman numeral converter: examples and robustness', () => {
  it('has examples that are valid states, which convert', () => {
    expectExamplesMatchState(romanNumeralConverterTool, romanNumeralConverterState);
    for (const { state } of romanNumeralConverterTool.examples ?? []) {
      const { arabic, roman, reading } = state as { arabic: string; roman: string; reading?: RomanReading };
      expect(fromRoman(roman, reading)).toBe(parseArabic(arabic));
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const reading = fc.oneof(fc.constantFrom<RomanReading>('strict', 'lenient'), fc.string({ maxLength: 4 })) as fc.Arbitrary<RomanReading>;
    fuzzToolFunction(([text, r]: [string, RomanReading]) => fromRoman(text, r), fc.tuple(hostileText, reading));
    fuzzToolFunction((text: string) => parseArabic(text));
    fuzzToolFunction((n: number) => toRoman(n), fc.oneof(fc.integer(), fc.double()));
  });
});
