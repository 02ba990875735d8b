import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { iesLightingGuidelinesTool } from './meta.js';
import { iesLightingGuidelinesState } from './state.js';
import { footCandlesToLux, IES_APPLICATIONS, IES_CATEGORIES, IES_INDUSTRIES, IES_ROWS, searchIesGuidelines } from './ies-lighting-guidelines.js';

describe('footCandlesToLux', () => {
  it('uses 1 fc = 10.763 910 4 lx (NIST SP 811 B.8: footcandle = 1.076 391 E+01 lx)', () => {
    expect(footCandlesToLux(0.5)).toBe(5.4);
    expect(footCandlesToLux(1)).toBe(11);
    expect(footCandlesToLux(30)).toBe(323);
    expect(footCandlesToLux(50)).toBe(538);
    expect(footCandlesToLux(100)).toBe(1076);
    expect(footCandlesToLux(0)).toBe(0);
  });
  it('refuses negative or infinite values', () => {
    expect(() => footCandlesToLux(-1)).toThrow(ToolInputError);
    expect(() => footCandlesToLux(Infinity)).toThrow(ToolInputError);
  });
});

describe('the data', () => {
  it('IES 9th edition categories: A 30 lx / 3 fc … F 1000 lx / 100 fc, G 3000–10 000 lx', () => {
    expect(IES_CATEGORIES.map((c) => [c.category, c.lux[0], c.fc[0]])).toEqual([
      ['A', 30, 3],
      ['B', 50, 5],
      ['C', 100, 10],
      ['D', 300, 30],
      ['E', 500, 50],
      ['F', 1000, 100],
      ['G', 3000, 300],
    ]);
    // The handbook pairs lux and foot-candles at the rounded 10 lx per fc.
    for (const c of IES_CATEGORIES) expect(c.lux).toEqual([c.fc[0] * 10, c.fc[1] * 10]);
  });
  it('every row has a sensible range and unique name', () => {
    const keys = new Set(IES_APPLICATIONS.map((r) => `${r.industry}/${r.application}`));
    expect(keys.size).toBe(IES_APPLICATIONS.length);
    for (const r of IES_ROWS) {
      expect(r.fcMin).toBeGreaterThan(0);
      expect(r.fcMax).toBeGreaterThanOrEqual(r.fcMin);
      expect(r.luxMin).toBeLessThanOrEqual(r.luxMax);
    }
  });
});

describe('searchIesGuidelines', () => {
  it('lists every row for a blank search', () => {
    expect(searchIesGuidelines('')).toHaveLength(IES_APPLICATIONS.length);
  });
  it('matches every word, ignoring case and accents', () => {
    expect(searchIesGuidelines('OFFICE conférence').map((r) => r.application)).toEqual(['Conference room']);
    expect(searchIesGuidelines('office conference').map((r) => r.application)).toEqual(['Conference room']);
    expect(searchIesGuidelines('Warehouse').every((r) => /warehouse/i.test(r.application))).toBe(true);
  });
  it('keeps the rows whose range holds a number in lux or foot-candles', () => {
    const lux = searchIesGuidelines('500 lx');
    expect(lux.length).toBeGreaterThan(0);
    for (const r of lux) expect(r.luxMin <= 500 && 500 <= r.luxMax).toBe(true);
    const fc = searchIesGuidelines('office 30 fc');
    for (const r of fc) expect(r.fcMin <= 30 && 30 <= r.fcMax && r.industry === 'Office').toBe(true);
  });
  it('filters by industry', () => {
    expect(IES_INDUSTRIES).toContain('Healthcare');
    expect(searchIesGuidelines('', 'Healthcare').every((r) => r.industry === 'Healthcare')).toBe(true);
  });
  it('has examples that are valid states', () => {
    expectExamplesMatchState(iesLightingGuidelinesTool, iesLightingGuidelinesState);
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => searchIesGuidelines(s));
    fuzzToolFunction((s: string) => searchIesGuidelines('', s));
    fuzzToolFunction((n: number) => footCandlesToLux(n), fc.double());
  });
});
