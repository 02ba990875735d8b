import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { lengthConverterTool } from './meta.js';
import { lengthConverterState } from './state.js';
import { convertLength, LENGTH_UNITS } from './length-converter.js';

/** NIST SP 811 Appendix B.8 prints factors to 7 significant digits. */
const SEVEN = { mode: 'significant', digits: 7 } as const;
const IDS = LENGTH_UNITS.map((u) => u.id);

describe('exact values from the definitions', () => {
  it('NIST SP 811 B.8: foot = 3.048 E-01 m (exact)', () => {
    expect(convertLength('1', 'ft', 'm')).toEqual({ text: '0.3048', status: 'exact' });
  });
  it('NIST SP 811 B.8: inch = 2.54 E-02 m (exact)', () => {
    expect(convertLength('1', 'in', 'm')).toEqual({ text: '0.0254', status: 'exact' });
  });
  it('NIST SP 811 B.8: mile (international) = 1.609 344 E+03 m', () => {
    expect(convertLength('1', 'mi', 'm')).toEqual({ text: '1609.344', status: 'exact' });
  });
  it('NIST SP 811 B.8: nautical mile = 1.852 E+03 m', () => {
    expect(convertLength('1', 'nmi', 'm')).toEqual({ text: '1852', status: 'exact' });
  });
  it('12 in = 1 ft by definition', () => {
    expect(convertLength('12', 'in', 'ft')).toEqual({ text: '1', status: 'exact' });
  });
  it('1 mile = 1760 yd by definition', () => {
    expect(convertLength('1', 'mi', 'yd')).toEqual({ text: '1760', status: 'exact' });
  });
  it('SI Brochure Table 8: au = 149 597 870 700 m', () => {
    expect(convertLength('1', 'au', 'm')).toEqual({ text: '149597870700', status: 'exact' });
  });
});

describe('published factors (NIST SP 811, 2008, Appendix B.8, 7 significant digits)', () => {
  it('NIST SP 811 B.8: foot (U.S. survey) = 3.048 006 E-01 m', () => {
    expect(convertLength('1', 'us-ft', 'm', SEVEN).text).toBe('0.3048006');
  });
  it('NIST SP 811 B.8: light year = 9.460 73 E+15 m', () => {
    expect(convertLength('1', 'ly', 'm', SEVEN).text).toBe('9460730000000000');
  });
  it('NIST SP 811 B.8: parsec = 3.085 678 E+16 m', () => {
    expect(convertLength('1', 'pc', 'm', SEVEN).text).toBe('30856780000000000');
  });
  it('NIST SP 811 B.8: fathom = 1.828 8 E+00 m', () => {
    expect(convertLength('1', 'fathom', 'm', SEVEN).text).toBe('1.8288');
  });
});

describe('convertLength', () => {
  it('round-trips between any two units (exact factors: back to the same number at 20 digits)', () => {
    const exact = LENGTH_UNITS.filter((u) => u.exact).map((u) => u.id);
    fc.assert(
      fc.property(fc.constantFrom(...exact), fc.constantFrom(...exact), fc.double({ min: -1e12, max: 1e12, noNaN: true }), (a, b, x) => {
        const start = String(Number(x.toPrecision(12)));
        const there = convertLength(start, a, b, { mode: 'significant', digits: 30 }).text;
        const back = convertLength(there, b, a, { mode: 'significant', digits: 20 }).text;
        return back === convertLength(start, a, a, { mode: 'significant', digits: 20 }).text;
      }),
    );
  });

  it('refuses units of another kind and bad numbers with a message', () => {
    const other = IDS.includes('kg') ? 'm' : 'kg';
    expect(() => convertLength('1', IDS[0]!, other)).toThrow(ToolInputError);
    expect(() => convertLength('abc', IDS[0]!, IDS[1]!)).toThrow(/not a number/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(lengthConverterTool, lengthConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => convertLength(s, IDS[0]!, IDS[IDS.length - 1]!));
    fuzzToolFunction((s: string) => convertLength('1', s, IDS[0]!));
  });
});
