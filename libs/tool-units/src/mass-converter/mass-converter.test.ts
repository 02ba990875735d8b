import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { massConverterTool } from './meta.js';
import { massConverterState } from './state.js';
import { convertMass, MASS_UNITS } from './mass-converter.js';

/** NIST SP 811 Appendix B.8 prints factors to 7 significant digits. */
const SEVEN = { mode: 'significant', digits: 7 } as const;
const IDS = MASS_UNITS.map((u) => u.id);

describe('exact values from the definitions', () => {
  it('NIST SP 811 B.8: pound (avoirdupois) = 4.535 923 7 E-01 kg (exact)', () => {
    expect(convertMass('1', 'lb', 'kg')).toEqual({ text: '0.45359237', status: 'exact' });
  });
  it('ounce = 1/16 lb (NIST SP 811 B.8: 2.834 952 E-02 kg)', () => {
    expect(convertMass('1', 'oz', 'g')).toEqual({ text: '28.349523125', status: 'exact' });
  });
  it('1 stone = 14 lb', () => {
    expect(convertMass('1', 'st', 'lb')).toEqual({ text: '14', status: 'exact' });
  });
  it('NIST SP 811 B.8: ton, short (2000 lb)', () => {
    expect(convertMass('1', 'short-ton', 'lb')).toEqual({ text: '2000', status: 'exact' });
  });
  it('NIST SP 811 B.8: ton, long (2240 lb)', () => {
    expect(convertMass('1', 'long-ton', 'kg')).toEqual({ text: '1016.0469088', status: 'exact' });
  });
  it('NIST SP 811 B.8: ounce (troy) = 480 gr = 3.110 348 E-02 kg', () => {
    expect(convertMass('1', 'ozt', 'g')).toEqual({ text: '31.1034768', status: 'exact' });
  });
});

describe('published factors (NIST SP 811, 2008, Appendix B.8, 7 significant digits)', () => {
  it('NIST SP 811 B.8: slug = 1.459 390 E+01 kg', () => {
    expect(convertMass('1', 'slug', 'kg', SEVEN).text).toBe('14.5939');
  });
  it('NIST SP 811 B.8: grain = 6.479 891 E-05 kg', () => {
    expect(convertMass('1', 'gr', 'kg', SEVEN).text).toBe('0.00006479891');
  });
  it('CODATA 2022: m_u = 1.660 539 068 92(52) E-27 kg', () => {
    expect(convertMass('1', 'Da', 'kg', SEVEN).text).toBe('1.660539e-27');
  });
});

describe('convertMass', () => {
  it('round-trips between any two units (exact factors: back to the same number at 20 digits)', () => {
    const exact = MASS_UNITS.filter((u) => u.exact).map((u) => u.id);
    fc.assert(
      fc.property(fc.constantFrom(...exact), fc.constantFrom(...exact), fc.double({ min: -1e12, max: 1e12, noNaN: true }), (a, b, x) => {
        const start = String(Number(x.toPrecision(12)));
        const there = convertMass(start, a, b, { mode: 'significant', digits: 30 }).text;
        const back = convertMass(there, b, a, { mode: 'significant', digits: 20 }).text;
        return back === convertMass(start, a, a, { mode: 'significant', digits: 20 }).text;
      }),
    );
  });

  it('refuses units of another kind and bad numbers with a message', () => {
    const other = IDS.includes('kg') ? 'm' : 'kg';
    expect(() => convertMass('1', IDS[0]!, other)).toThrow(ToolInputError);
    expect(() => convertMass('abc', IDS[0]!, IDS[1]!)).toThrow(/not a number/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(massConverterTool, massConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => convertMass(s, IDS[0]!, IDS[IDS.length - 1]!));
    fuzzToolFunction((s: string) => convertMass('1', s, IDS[0]!));
  });
});
