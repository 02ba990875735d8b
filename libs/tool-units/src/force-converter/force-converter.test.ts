import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { forceConverterTool } from './meta.js';
import { forceConverterState } from './state.js';
import { convertForce, FORCE_UNITS } from './force-converter.js';

/** NIST SP 811 Appendix B.8 prints factors to 7 significant digits. */
const SEVEN = { mode: 'significant', digits: 7 } as const;
const IDS = FORCE_UNITS.map((u) => u.id);

describe('exact values from the definitions', () => {
  it('NIST SP 811 B.8: pound-force = 4.448 222 E+00 N; exactly 0.453 592 37 kg × 9.806 65 m/s²', () => {
    expect(convertForce('1', 'lbf', 'N')).toEqual({ text: '4.4482216152605', status: 'exact' });
  });
  it('NIST SP 811 B.8: kilogram-force = 9.806 65 E+00 N (exact)', () => {
    expect(convertForce('1', 'kgf', 'N')).toEqual({ text: '9.80665', status: 'exact' });
  });
  it('NIST SP 811 B.8: kip = 1000 lbf', () => {
    expect(convertForce('1', 'kip', 'lbf')).toEqual({ text: '1000', status: 'exact' });
  });
  it('NIST SP 811 B.8: dyne = 1.0 E-05 N', () => {
    expect(convertForce('1', 'N', 'dyn')).toEqual({ text: '100000', status: 'exact' });
  });
  it('metric ton-force = 1000 kgf', () => {
    expect(convertForce('1', 'tf', 'kgf')).toEqual({ text: '1000', status: 'exact' });
  });
});

describe('published factors (NIST SP 811, 2008, Appendix B.8, 7 significant digits)', () => {
  it('NIST SP 811 B.8: poundal = 1.382 550 E-01 N', () => {
    expect(convertForce('1', 'pdl', 'N', SEVEN).text).toBe('0.138255');
  });
  it('NIST SP 811 B.8: ounce (avoirdupois)-force = 2.780 139 E-01 N', () => {
    expect(convertForce('1', 'ozf', 'N', SEVEN).text).toBe('0.2780139');
  });
});

describe('convertForce', () => {
  it('round-trips between any two units (exact factors: back to the same number at 20 digits)', () => {
    const exact = FORCE_UNITS.filter((u) => u.exact).map((u) => u.id);
    fc.assert(
      fc.property(fc.constantFrom(...exact), fc.constantFrom(...exact), fc.double({ min: -1e12, max: 1e12, noNaN: true }), (a, b, x) => {
        const start = String(Number(x.toPrecision(12)));
        const there = convertForce(start, a, b, { mode: 'significant', digits: 30 }).text;
        const back = convertForce(there, b, a, { mode: 'significant', digits: 20 }).text;
        return back === convertForce(start, a, a, { mode: 'significant', digits: 20 }).text;
      }),
    );
  });

  it('refuses units of another kind and bad numbers with a message', () => {
    const other = IDS.includes('kg') ? 'm' : 'kg';
    expect(() => convertForce('1', IDS[0]!, other)).toThrow(ToolInputError);
    expect(() => convertForce('abc', IDS[0]!, IDS[1]!)).toThrow(/not a number/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(forceConverterTool, forceConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => convertForce(s, IDS[0]!, IDS[IDS.length - 1]!));
    fuzzToolFunction((s: string) => convertForce('1', s, IDS[0]!));
  });
});
