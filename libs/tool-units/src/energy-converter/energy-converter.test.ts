import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { energyConverterTool } from './meta.js';
import { energyConverterState } from './state.js';
import { convertEnergy, ENERGY_UNITS } from './energy-converter.js';

/** NIST SP 811 Appendix B.8 prints factors to 7 significant digits. */
const SEVEN = { mode: 'significant', digits: 7 } as const;
const IDS = ENERGY_UNITS.map((u) => u.id);

describe('exact values from the definitions', () => {
  it('NIST SP 811 B.8: calorie_th = 4.184 E+00 J (exact)', () => {
    expect(convertEnergy('1', 'cal', 'J')).toEqual({ text: '4.184', status: 'exact' });
  });
  it('NIST SP 811 B.8: British thermal unit_IT = 1.055 056 E+03 J; 1055.055 852 62 J exact', () => {
    expect(convertEnergy('1', 'btu', 'J')).toEqual({ text: '1055.05585262', status: 'exact' });
  });
  it('1 kWh = 1000 W × 3600 s', () => {
    expect(convertEnergy('1', 'kWh', 'MJ')).toEqual({ text: '3.6', status: 'exact' });
  });
  it('SI Brochure Table 8: eV = 1.602 176 634 × 10⁻¹⁹ J (exact)', () => {
    expect(convertEnergy('1', 'eV', 'J')).toEqual({ text: '1.602176634e-19', status: 'exact' });
  });
  it('NIST SP 811 B.8: therm (U.S.) = 1.054 804 E+08 J', () => {
    expect(convertEnergy('1', 'therm-us', 'J')).toEqual({ text: '105480400', status: 'exact' });
  });
  it('NIST SP 811 B.8: erg = 1.0 E-07 J', () => {
    expect(convertEnergy('1', 'erg', 'J')).toEqual({ text: '1e-7', status: 'exact' });
  });
});

describe('published factors (NIST SP 811, 2008, Appendix B.8, 7 significant digits)', () => {
  it('NIST SP 811 B.8: foot pound-force = 1.355 818 E+00 J', () => {
    expect(convertEnergy('1', 'ft-lbf', 'J', SEVEN).text).toBe('1.355818');
  });
  it('NIST SP 811 B.8: British thermal unit_th = 1.054 350 E+03 J', () => {
    expect(convertEnergy('1', 'btu-th', 'J', SEVEN).text).toBe('1054.35');
  });
  it('NIST SP 811 B.8: therm (EC) = 1.055 06 E+08 J', () => {
    expect(convertEnergy('1', 'therm', 'J', SEVEN).text).toBe('105505600');
  });
  it('NIST SP 811 B.8: horsepower hour = 2.684 520 E+06 J', () => {
    expect(convertEnergy('1', 'hp-h', 'J', SEVEN).text).toBe('2684520');
  });
});

describe('convertEnergy', () => {
  it('round-trips between any two units (exact factors: back to the same number at 20 digits)', () => {
    const exact = ENERGY_UNITS.filter((u) => u.exact).map((u) => u.id);
    fc.assert(
      fc.property(fc.constantFrom(...exact), fc.constantFrom(...exact), fc.double({ min: -1e12, max: 1e12, noNaN: true }), (a, b, x) => {
        const start = String(Number(x.toPrecision(12)));
        const there = convertEnergy(start, a, b, { mode: 'significant', digits: 30 }).text;
        const back = convertEnergy(there, b, a, { mode: 'significant', digits: 20 }).text;
        return back === convertEnergy(start, a, a, { mode: 'significant', digits: 20 }).text;
      }),
    );
  });

  it('refuses units of another kind and bad numbers with a message', () => {
    const other = IDS.includes('kg') ? 'm' : 'kg';
    expect(() => convertEnergy('1', IDS[0]!, other)).toThrow(ToolInputError);
    expect(() => convertEnergy('abc', IDS[0]!, IDS[1]!)).toThrow(/not a number/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(energyConverterTool, energyConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => convertEnergy(s, IDS[0]!, IDS[IDS.length - 1]!));
    fuzzToolFunction((s: string) => convertEnergy('1', s, IDS[0]!));
  });
});
