import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { volumeConverterTool } from './meta.js';
import { volumeConverterState } from './state.js';
import { convertVolume, VOLUME_UNITS } from './volume-converter.js';

/** NIST SP 811 Appendix B.8 prints factors to 7 significant digits. */
const SEVEN = { mode: 'significant', digits: 7 } as const;
const IDS = VOLUME_UNITS.map((u) => u.id);

describe('exact values from the definitions', () => {
  it('NIST SP 811 B.8: gallon (U.S.) = 231 in³ = 3.785 412 E-03 m³', () => {
    expect(convertVolume('1', 'us-gal', 'L')).toEqual({ text: '3.785411784', status: 'exact' });
  });
  it('US gallon = 231 in³ by definition', () => {
    expect(convertVolume('231', 'in3', 'us-gal')).toEqual({ text: '1', status: 'exact' });
  });
  it('NIST SP 811 B.8: gallon (Imperial) = 4.546 09 E-03 m³', () => {
    expect(convertVolume('1', 'imp-gal', 'L')).toEqual({ text: '4.54609', status: 'exact' });
  });
  it('1 US gallon = 128 US fl oz', () => {
    expect(convertVolume('1', 'us-gal', 'us-floz')).toEqual({ text: '128', status: 'exact' });
  });
  it('1 tablespoon = 3 teaspoons', () => {
    expect(convertVolume('1', 'us-tbsp', 'us-tsp')).toEqual({ text: '3', status: 'exact' });
  });
  it('SI Brochure Table 8: L = 10⁻³ m³', () => {
    expect(convertVolume('1', 'm3', 'L')).toEqual({ text: '1000', status: 'exact' });
  });
});

describe('published factors (NIST SP 811, 2008, Appendix B.8, 7 significant digits)', () => {
  it('NIST SP 811 B.8: ounce (U.S. fluid) = 2.957 353 E-05 m³', () => {
    expect(convertVolume('1', 'us-floz', 'm3', SEVEN).text).toBe('0.00002957353');
  });
  it('NIST SP 811 B.8: ounce (Canadian and U.K. fluid) = 2.841 306 E-05 m³', () => {
    expect(convertVolume('1', 'imp-floz', 'm3', SEVEN).text).toBe('0.00002841306');
  });
  it('NIST SP 811 B.8: cubic foot = 2.831 685 E-02 m³', () => {
    expect(convertVolume('1', 'ft3', 'm3', SEVEN).text).toBe('0.02831685');
  });
  it('NIST SP 811 B.8: barrel (42 U.S. gallons) = 1.589 873 E-01 m³', () => {
    expect(convertVolume('1', 'bbl-oil', 'm3', SEVEN).text).toBe('0.1589873');
  });
  it('NIST SP 811 B.8: bushel (U.S.) = 3.523 907 E-02 m³', () => {
    expect(convertVolume('1', 'us-bu', 'm3', SEVEN).text).toBe('0.03523907');
  });
});

describe('convertVolume', () => {
  it('round-trips between any two units (exact factors: back to the same number at 20 digits)', () => {
    const exact = VOLUME_UNITS.filter((u) => u.exact).map((u) => u.id);
    fc.assert(
      fc.property(fc.constantFrom(...exact), fc.constantFrom(...exact), fc.double({ min: -1e12, max: 1e12, noNaN: true }), (a, b, x) => {
        const start = String(Number(x.toPrecision(12)));
        const there = convertVolume(start, a, b, { mode: 'significant', digits: 30 }).text;
        const back = convertVolume(there, b, a, { mode: 'significant', digits: 20 }).text;
        return back === convertVolume(start, a, a, { mode: 'significant', digits: 20 }).text;
      }),
    );
  });

  it('refuses units of another kind and bad numbers with a message', () => {
    const other = IDS.includes('kg') ? 'm' : 'kg';
    expect(() => convertVolume('1', IDS[0]!, other)).toThrow(ToolInputError);
    expect(() => convertVolume('abc', IDS[0]!, IDS[1]!)).toThrow(/not a number/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(volumeConverterTool, volumeConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => convertVolume(s, IDS[0]!, IDS[IDS.length - 1]!));
    fuzzToolFunction((s: string) => convertVolume('1', s, IDS[0]!));
  });
});
