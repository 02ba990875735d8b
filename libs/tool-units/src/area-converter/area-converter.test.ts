import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { areaConverterTool } from './meta.js';
import { areaConverterState } from './state.js';
import { convertArea, AREA_UNITS } from './area-converter.js';

/** NIST SP 811 Appendix B.8 prints factors to 7 significant digits. */
const SEVEN = { mode: 'significant', digits: 7 } as const;
const IDS = AREA_UNITS.map((u) => u.id);

describe('exact values from the definitions', () => {
  it('acre = 43 560 ft² with the international foot (NIST SP 811 B.8 square foot = 9.290 304 E-02 m²)', () => {
    expect(convertArea('1', 'ac', 'm2')).toEqual({ text: '4046.8564224', status: 'exact' });
  });
  it('NIST SP 811 B.8: square foot = 9.290 304 E-02 m²', () => {
    expect(convertArea('1', 'ft2', 'm2')).toEqual({ text: '0.09290304', status: 'exact' });
  });
  it('NIST SP 811 B.8: square inch = 6.4516 E-04 m²', () => {
    expect(convertArea('1', 'in2', 'm2')).toEqual({ text: '0.00064516', status: 'exact' });
  });
  it('144 in² = 1 ft²', () => {
    expect(convertArea('144', 'in2', 'ft2')).toEqual({ text: '1', status: 'exact' });
  });
  it('1 square mile = 640 acres', () => {
    expect(convertArea('1', 'mi2', 'ac')).toEqual({ text: '640', status: 'exact' });
  });
  it('SI Brochure Table 8: ha = 10⁴ m²', () => {
    expect(convertArea('1', 'ha', 'm2')).toEqual({ text: '10000', status: 'exact' });
  });
});

describe('published factors (NIST SP 811, 2008, Appendix B.8, 7 significant digits)', () => {
  it('NIST SP 811 B.8: acre (based on U.S. survey foot) = 4.046 873 E+03 m²', () => {
    expect(convertArea('1', 'us-ac', 'm2', SEVEN).text).toBe('4046.873');
  });
  it('NIST SP 811 B.8: square mile = 2.589 988 E+06 m²', () => {
    expect(convertArea('1', 'mi2', 'm2', SEVEN).text).toBe('2589988');
  });
  it('NIST SP 811 B.8: square yard = 8.361 274 E-01 m²', () => {
    expect(convertArea('1', 'yd2', 'm2', SEVEN).text).toBe('0.8361274');
  });
});

describe('convertArea', () => {
  it('round-trips between any two units (exact factors: back to the same number at 20 digits)', () => {
    const exact = AREA_UNITS.filter((u) => u.exact).map((u) => u.id);
    fc.assert(
      fc.property(fc.constantFrom(...exact), fc.constantFrom(...exact), fc.double({ min: -1e12, max: 1e12, noNaN: true }), (a, b, x) => {
        const start = String(Number(x.toPrecision(12)));
        const there = convertArea(start, a, b, { mode: 'significant', digits: 30 }).text;
        const back = convertArea(there, b, a, { mode: 'significant', digits: 20 }).text;
        return back === convertArea(start, a, a, { mode: 'significant', digits: 20 }).text;
      }),
    );
  });

  it('refuses units of another kind and bad numbers with a message', () => {
    const other = IDS.includes('kg') ? 'm' : 'kg';
    expect(() => convertArea('1', IDS[0]!, other)).toThrow(ToolInputError);
    expect(() => convertArea('abc', IDS[0]!, IDS[1]!)).toThrow(/not a number/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(areaConverterTool, areaConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => convertArea(s, IDS[0]!, IDS[IDS.length - 1]!));
    fuzzToolFunction((s: string) => convertArea('1', s, IDS[0]!));
  });
});
