import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { angleConverterTool } from './meta.js';
import { angleConverterState } from './state.js';
import { convertAngle, ANGLE_UNITS } from './angle-converter.js';

/** NIST SP 811 Appendix B.8 prints factors to 7 significant digits. */
const SEVEN = { mode: 'significant', digits: 7 } as const;
const IDS = ANGLE_UNITS.map((u) => u.id);

describe('exact values from the definitions', () => {
  it('turn = 360° by definition', () => {
    expect(convertAngle('1', 'turn', 'deg')).toEqual({ text: '360', status: 'exact' });
  });
  it('NIST SP 811 B.8: gon = π/200 rad = 0.9°', () => {
    expect(convertAngle('1', 'gon', 'deg')).toEqual({ text: '0.9', status: 'exact' });
  });
  it('SI Brochure Table 8: 1′ = (1/60)°', () => {
    expect(convertAngle('60', 'arcmin', 'deg')).toEqual({ text: '1', status: 'exact' });
  });
  it('SI Brochure Table 8: 1″ = (1/60)′', () => {
    expect(convertAngle('3600', 'arcsec', 'deg')).toEqual({ text: '1', status: 'exact' });
  });
  it('NATO mil = 1/6400 turn', () => {
    expect(convertAngle('6400', 'mil-nato', 'turn')).toEqual({ text: '1', status: 'exact' });
  });
  it('π rad = 180° (π = 3.141 592 653 589 79…)', () => {
    expect(convertAngle('180', 'deg', 'rad')).toEqual({ text: '3.14159265358979', status: 'rounded' });
  });
});

describe('published factors (NIST SP 811, 2008, Appendix B.8, 7 significant digits)', () => {
  it('NIST SP 811 B.8: degree (angle) = 1.745 329 E-02 rad', () => {
    expect(convertAngle('1', 'deg', 'rad', SEVEN).text).toBe('0.01745329');
  });
  it('NIST SP 811 B.8: gon = 1.570 796 E-02 rad', () => {
    expect(convertAngle('1', 'gon', 'rad', SEVEN).text).toBe('0.01570796');
  });
  it('NIST SP 811 B.8: minute (angle) = 2.908 882 E-04 rad', () => {
    expect(convertAngle('1', 'arcmin', 'rad', SEVEN).text).toBe('0.0002908882');
  });
  it('NIST SP 811 B.8: second (angle) = 4.848 137 E-06 rad', () => {
    expect(convertAngle('1', 'arcsec', 'rad', SEVEN).text).toBe('0.000004848137');
  });
});

describe('convertAngle', () => {
  it('round-trips between any two units (exact factors: back to the same number at 20 digits)', () => {
    const exact = ANGLE_UNITS.filter((u) => u.exact).map((u) => u.id);
    fc.assert(
      fc.property(fc.constantFrom(...exact), fc.constantFrom(...exact), fc.double({ min: -1e12, max: 1e12, noNaN: true }), (a, b, x) => {
        const start = String(Number(x.toPrecision(12)));
        const there = convertAngle(start, a, b, { mode: 'significant', digits: 30 }).text;
        const back = convertAngle(there, b, a, { mode: 'significant', digits: 20 }).text;
        return back === convertAngle(start, a, a, { mode: 'significant', digits: 20 }).text;
      }),
    );
  });

  it('refuses units of another kind and bad numbers with a message', () => {
    const other = IDS.includes('kg') ? 'm' : 'kg';
    expect(() => convertAngle('1', IDS[0]!, other)).toThrow(ToolInputError);
    expect(() => convertAngle('abc', IDS[0]!, IDS[1]!)).toThrow(/not a number/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(angleConverterTool, angleConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => convertAngle(s, IDS[0]!, IDS[IDS.length - 1]!));
    fuzzToolFunction((s: string) => convertAngle('1', s, IDS[0]!));
  });
});
