import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { powerConverterTool } from './meta.js';
import { powerConverterState } from './state.js';
import { convertPower, POWER_UNITS } from './power-converter.js';

/** NIST SP 811 Appendix B.8 prints factors to 7 significant digits. */
const SEVEN = { mode: 'significant', digits: 7 } as const;
const IDS = POWER_UNITS.map((u) => u.id);

describe('exact values from the definitions', () => {
  it('metric horsepower = 75 kgf·m/s = 75 × 9.806 65 W', () => {
    expect(convertPower('1', 'hp-metric', 'W')).toEqual({ text: '735.49875', status: 'exact' });
  });
  it('NIST SP 811 B.8: horsepower (electric) = 7.46 E+02 W', () => {
    expect(convertPower('1', 'hp-e', 'W')).toEqual({ text: '746', status: 'exact' });
  });
  it('SI prefix kilo', () => {
    expect(convertPower('1', 'kW', 'W')).toEqual({ text: '1000', status: 'exact' });
  });
  it('NIST SP 811 B.8: ton of refrigeration = 12 000 Btu_IT/h', () => {
    expect(convertPower('12000', 'btu-h', 'ton-refrig')).toEqual({ text: '1', status: 'exact' });
  });
});

describe('published factors (NIST SP 811, 2008, Appendix B.8, 7 significant digits)', () => {
  it('NIST SP 811 B.8: horsepower (550 ft·lbf/s) = 7.456 999 E+02 W', () => {
    expect(convertPower('1', 'hp', 'W', SEVEN).text).toBe('745.6999');
  });
  it('NIST SP 811 B.8: British thermal unit_IT per hour = 2.930 711 E-01 W', () => {
    expect(convertPower('1', 'btu-h', 'W', SEVEN).text).toBe('0.2930711');
  });
  it('NIST SP 811 B.8: ton of refrigeration = 3.516 853 E+03 W', () => {
    expect(convertPower('1', 'ton-refrig', 'W', SEVEN).text).toBe('3516.853');
  });
});

describe('convertPower', () => {
  it('round-trips between any two units (exact factors: back to the same number at 20 digits)', () => {
    const exact = POWER_UNITS.filter((u) => u.exact).map((u) => u.id);
    fc.assert(
      fc.property(fc.constantFrom(...exact), fc.constantFrom(...exact), fc.double({ min: -1e12, max: 1e12, noNaN: true }), (a, b, x) => {
        const start = String(Number(x.toPrecision(12)));
        const there = convertPower(start, a, b, { mode: 'significant', digits: 30 }).text;
        const back = convertPower(there, b, a, { mode: 'significant', digits: 20 }).text;
        return back === convertPower(start, a, a, { mode: 'significant', digits: 20 }).text;
      }),
    );
  });

  it('refuses units of another kind and bad numbers with a message', () => {
    const other = IDS.includes('kg') ? 'm' : 'kg';
    expect(() => convertPower('1', IDS[0]!, other)).toThrow(ToolInputError);
    expect(() => convertPower('abc', IDS[0]!, IDS[1]!)).toThrow(/not a number/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(powerConverterTool, powerConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => convertPower(s, IDS[0]!, IDS[IDS.length - 1]!));
    fuzzToolFunction((s: string) => convertPower('1', s, IDS[0]!));
  });
});
