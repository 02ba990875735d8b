import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { pressureConverterTool } from './meta.js';
import { pressureConverterState } from './state.js';
import { convertPressure, PRESSURE_UNITS } from './pressure-converter.js';

/** NIST SP 811 Appendix B.8 prints factors to 7 significant digits. */
const SEVEN = { mode: 'significant', digits: 7 } as const;
const IDS = PRESSURE_UNITS.map((u) => u.id);

describe('exact values from the definitions', () => {
  it('NIST SP 811 B.8: atmosphere, standard = 1.013 25 E+05 Pa (exact)', () => {
    expect(convertPressure('1', 'atm', 'Pa')).toEqual({ text: '101325', status: 'exact' });
  });
  it('torr = 1/760 atm by definition', () => {
    expect(convertPressure('760', 'torr', 'atm')).toEqual({ text: '1', status: 'exact' });
  });
  it('conventional mmHg = 13 595.1 kg/m³ × 1 mm × 9.806 65 m/s²', () => {
    expect(convertPressure('1', 'mmHg', 'Pa')).toEqual({ text: '133.322387415', status: 'exact' });
  });
  it('NIST SP 811 B.8: bar = 1.0 E+05 Pa', () => {
    expect(convertPressure('1', 'bar', 'kPa')).toEqual({ text: '100', status: 'exact' });
  });
  it('NIST SP 811 B.8: kilogram-force per square centimeter = 9.806 65 E+04 Pa', () => {
    expect(convertPressure('1', 'at', 'Pa')).toEqual({ text: '98066.5', status: 'exact' });
  });
  it('1 mbar = 1 hPa', () => {
    expect(convertPressure('1000', 'mbar', 'hPa')).toEqual({ text: '1000', status: 'exact' });
  });
});

describe('published factors (NIST SP 811, 2008, Appendix B.8, 7 significant digits)', () => {
  it('NIST SP 811 B.8: pound-force per square inch = 6.894 757 E+03 Pa', () => {
    expect(convertPressure('1', 'psi', 'Pa', SEVEN).text).toBe('6894.757');
  });
  it('NIST SP 811 B.8: torr = 1.333 224 E+02 Pa', () => {
    expect(convertPressure('1', 'torr', 'Pa', SEVEN).text).toBe('133.3224');
  });
  it('NIST SP 811 B.8: inch of mercury, conventional = 3.386 389 E+03 Pa', () => {
    expect(convertPressure('1', 'inHg', 'Pa', SEVEN).text).toBe('3386.389');
  });
  it('NIST SP 811 B.8: inch of water, conventional = 2.490 889 E+02 Pa', () => {
    expect(convertPressure('1', 'inH2O', 'Pa', SEVEN).text).toBe('249.0889');
  });
  it('1 bar = 10⁵ Pa / 6894.757 Pa', () => {
    expect(convertPressure('1', 'bar', 'psi', SEVEN).text).toBe('14.50377');
  });
});

describe('convertPressure', () => {
  it('round-trips between any two units (exact factors: back to the same number at 20 digits)', () => {
    const exact = PRESSURE_UNITS.filter((u) => u.exact).map((u) => u.id);
    fc.assert(
      fc.property(fc.constantFrom(...exact), fc.constantFrom(...exact), fc.double({ min: -1e12, max: 1e12, noNaN: true }), (a, b, x) => {
        const start = String(Number(x.toPrecision(12)));
        const there = convertPressure(start, a, b, { mode: 'significant', digits: 30 }).text;
        const back = convertPressure(there, b, a, { mode: 'significant', digits: 20 }).text;
        return back === convertPressure(start, a, a, { mode: 'significant', digits: 20 }).text;
      }),
    );
  });

  it('refuses units of another kind and bad numbers with a message', () => {
    const other = IDS.includes('kg') ? 'm' : 'kg';
    expect(() => convertPressure('1', IDS[0]!, other)).toThrow(ToolInputError);
    expect(() => convertPressure('abc', IDS[0]!, IDS[1]!)).toThrow(/not a number/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(pressureConverterTool, pressureConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => convertPressure(s, IDS[0]!, IDS[IDS.length - 1]!));
    fuzzToolFunction((s: string) => convertPressure('1', s, IDS[0]!));
  });
});
