import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { percentageCalculatorTool } from './meta.js';
import { percentageCalculatorState } from './state.js';
import { addPercent, percentChange, percentOf, whatPercent } from './percentage-calculator.js';
import { gcd, parseRational, rational, toDecimalText } from './rational.js';

describe('percentages', () => {
  it('X % of Y = X × Y / 100, exactly', () => {
    expect(percentOf('15', '200')).toEqual({ text: '30', exact: true });
    // 1.1 / 100 × 100 is 1.1000000000000001 in binary64; the exact answer is 1.1.
    expect(percentOf('1.1', '100').text).toBe('1.1');
    expect(percentOf('0.1', '0.2').text).toBe('0.0002');
    expect(percentOf('-50', '8').text).toBe('-4');
  });

  it('X is what % of Y: 30 of 200 is 15 %; 1 of 3 is 33.33… %', () => {
    expect(whatPercent('30', '200').text).toBe('15');
    expect(whatPercent('1', '3')).toEqual({ text: '33.33333333333333333333', exact: false });
    expect(() => whatPercent('1', '0')).toThrow('Y is zero');
  });

  // Relative change (Wikipedia, "Relative change"): (x − x_ref) / |x_ref| × 100.
  it('change from X to Y uses |X|, so a fall from −50 to −100 is −100 %', () => {
    expect(percentChange('50', '75').text).toBe('50');
    expect(percentChange('80', '60').text).toBe('-25');
    expect(percentChange('-50', '-100').text).toBe('-100');
    expect(percentChange('-50', '-100', true).text).toBe('100'); // the old calculators' signed divisor
    expect(() => percentChange('0', '5')).toThrow('The starting value is zero');
  });

  it('adds and removes percentages', () => {
    expect(addPercent('20', '49.99').text).toBe('59.988');
    expect(addPercent('-15', '200').text).toBe('170');
  });

  it('X % of Y and X is what % of Y undo each other (fast-check)', () => {
    const num = fc.tuple(fc.integer({ min: -(10 ** 6), max: 10 ** 6 }), fc.integer({ min: 0, max: 4 })).map(([n, d]) => (n / 10 ** d).toFixed(d));
    fc.assert(
      fc.property(num, num, (x, y) => {
        fc.pre(Number(y) !== 0);
        const part = percentOf(x, y).text;
        return Number(whatPercent(part, y).text) === Number(x);
      }),
    );
  });
});

describe('rational helpers', () => {
  it('read decimals exactly and write them back', () => {
    expect(parseRational('0.1')).toEqual(rational(1n, 10n));
    expect(parseRational('1 000')).toEqual(rational(1000n));
    expect(parseRational('\u22122.5e1')).toEqual(rational(-25n));
    expect(toDecimalText(rational(2n, 3n), 3)).toEqual({ text: '0.667', exact: false });
    expect(toDecimalText(rational(-1n, 8n), 20)).toEqual({ text: '-0.125', exact: true });
    expect(gcd(12n, -18n)).toBe(6n);
    expect(() => parseRational('1,5', 'X')).toThrow('X: use a dot as the decimal separator (1.5).');
    expect(() => parseRational('', 'Y')).toThrow('Y: enter a number.');
  });
});

describe('percentage calculator: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(percentageCalculatorTool, percentageCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const pair = fc.tuple(hostileText, fc.oneof(hostileText, fc.constantFrom('1', '0', '-3.5')));
    fuzzToolFunction(([a, b]: [string, string]) => percentOf(a, b), pair);
    fuzzToolFunction(([a, b]: [string, string]) => whatPercent(a, b), pair);
    fuzzToolFunction(([a, b]: [string, string]) => percentChange(a, b), pair);
    fuzzToolFunction(([a, b]: [string, string]) => addPercent(a, b), pair);
    fuzzToolFunction((a: string) => parseRational(a));
    fuzzToolFunction(([n, d, m]: [bigint, bigint, number]) => toDecimalText(rational(n, d), m), fc.tuple(fc.bigInt(), fc.bigInt(), fc.integer({ min: 0, max: 40 })));
  });
});
