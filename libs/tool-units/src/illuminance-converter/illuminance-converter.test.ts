import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { illuminanceConverterTool } from './meta.js';
import { illuminanceConverterState } from './state.js';
import { convertIlluminance, ILLUMINANCE_UNITS } from './illuminance-converter.js';

/** NIST SP 811 Appendix B.8 prints factors to 7 significant digits. */
const SEVEN = { mode: 'significant', digits: 7 } as const;
const IDS = ILLUMINANCE_UNITS.map((u) => u.id);

describe('exact values from the definitions', () => {
  it('NIST SP 811 B.8: phot = 1.0 E+04 lx', () => {
    expect(convertIlluminance('1', 'ph', 'lx')).toEqual({ text: '10000', status: 'exact' });
  });
  it('nox = 10⁻³ lx', () => {
    expect(convertIlluminance('1', 'nox', 'lx')).toEqual({ text: '0.001', status: 'exact' });
  });
  it('1 fc = 1 lm/ft², 1 ft² = 0.092 903 04 m² (NIST SP 811 B.8)', () => {
    expect(convertIlluminance('1', 'lx', 'fc')).toEqual({ text: '0.09290304', status: 'exact' });
  });
  it('flame = 4 lm/ft²', () => {
    expect(convertIlluminance('1', 'flame', 'fc')).toEqual({ text: '4', status: 'exact' });
  });
});

describe('published factors (NIST SP 811, 2008, Appendix B.8, 7 significant digits)', () => {
  it('NIST SP 811 B.8: footcandle = 1.076 391 E+01 lx', () => {
    expect(convertIlluminance('1', 'fc', 'lx', SEVEN).text).toBe('10.76391');
  });
  it('NIST SP 811 B.8: lumen per square inch = 1.550 003 E+03 lx', () => {
    expect(convertIlluminance('1', 'lm-in2', 'lx', SEVEN).text).toBe('1550.003');
  });
});

describe('convertIlluminance', () => {
  it('round-trips between any two units (exact factors: back to the same number at 20 digits)', () => {
    const exact = ILLUMINANCE_UNITS.filter((u) => u.exact).map((u) => u.id);
    fc.assert(
      fc.property(fc.constantFrom(...exact), fc.constantFrom(...exact), fc.double({ min: -1e12, max: 1e12, noNaN: true }), (a, b, x) => {
        const start = String(Number(x.toPrecision(12)));
        const there = convertIlluminance(start, a, b, { mode: 'significant', digits: 30 }).text;
        const back = convertIlluminance(there, b, a, { mode: 'significant', digits: 20 }).text;
        return back === convertIlluminance(start, a, a, { mode: 'significant', digits: 20 }).text;
      }),
    );
  });

  it('refuses units of another kind and bad numbers with a message', () => {
    const other = IDS.includes('kg') ? 'm' : 'kg';
    expect(() => convertIlluminance('1', IDS[0]!, other)).toThrow(ToolInputError);
    expect(() => convertIlluminance('abc', IDS[0]!, IDS[1]!)).toThrow(/not a number/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(illuminanceConverterTool, illuminanceConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => convertIlluminance(s, IDS[0]!, IDS[IDS.length - 1]!));
    fuzzToolFunction((s: string) => convertIlluminance('1', s, IDS[0]!));
  });
});
