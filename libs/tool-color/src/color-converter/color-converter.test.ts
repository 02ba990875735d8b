import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { toHex } from '../shared/color/color.js';
import { colorConverterTool } from './meta.js';
import { colorConverterState } from './state.js';
import { adjustColor, canonicalColorText, COLOR_FORMATS, convertColor, parseColor } from './color-converter.js';

const none = { saturation: 0, lightness: 0, grayscale: false, invert: false };

describe('convertColor', () => {
  it('writes sRGB red in every notation (CSS Color 4 values)', () => {
    const { text, nearestName } = convertColor('#ff0000', 'hex');
    expect(text.hex).toBe('#ff0000');
    expect(text.rgb).toBe('rgb(255 0 0)');
    expect(text.hsl).toBe('hsl(0 100% 50%)');
    expect(text.hwb).toBe('hwb(0 0% 0%)');
    expect(text.cmyk).toBe('device-cmyk(0% 100% 100% 0%)');
    // CSS Color 4 §9: sRGB red is lab(54.29% 80.82 69.88) / lch(54.29% 106.84 40.85) (D50) and oklch(62.8% 0.2577 29.23).
    expect(text.lab).toMatch(/^lab\(54\.29% 80\.8\d 69\.8\d\)$/);
    expect(text.lch).toMatch(/^lch\(54\.29% 106\.8\d 40\.85\)$/);
    expect(text.oklch).toMatch(/^oklch\(0\.628\d* 0\.257\d* 29\.23\)$/);
    expect(text.name).toBe('red');
    expect(nearestName).toBe('red');
  });

  it('writes the legacy comma syntax on request (CSS Color 3, the original tool)', () => {
    const { text } = convertColor('rgb(30 165 76 / 50%)', 'rgb', { legacy: true });
    expect(text.rgb).toBe('rgba(30, 165, 76, 0.5)');
    expect(text.hsl).toMatch(/^hsla\(\d+, \d+%, \d+%, 0\.5\)$/);
  });

  it('keeps alpha as an 8-digit hex (CSS Color 4 §5.2)', () => {
    expect(convertColor('#66339980', 'hex').text.rgb).toBe('rgb(102 51 153 / 0.5)');
    expect(convertColor('rgb(102 51 153 / 0.5)', 'rgb').text.hex).toBe('#66339980');
  });

  it('names no colour that has no CSS name, but gives the nearest', () => {
    const r = convertColor('#663398', 'hex');
    expect(r.text.name).toBe('');
    expect(r.nearestName).toBe('rebeccapurple');
  });

  it('round-trips hex → each notation → hex', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const h = `#${n.toString(16).padStart(6, '0')}`;
        const { text } = convertColor(h, 'hex');
        for (const f of ['rgb', 'lab', 'lch', 'oklab', 'oklch'] as const) expect(convertColor(text[f], f).text.hex, `${h} via ${f}`).toBe(h);
        if (text.name) expect(convertColor(text.name, 'name').text.hex).toBe(h);
      }),
      { numRuns: 500 },
    );
  });

  it('rejects text in another notation than the field', () => {
    expect(() => convertColor('rgb(1 2 3)', 'hsl')).toThrow(ToolInputError);
    expect(() => convertColor('#zzz', 'hex')).toThrow(/HEX: "#zzz" is not a valid colour/);
    expect(() => convertColor('')).toThrow(/enter a colour/);
  });
});

describe('canonicalColorText', () => {
  it('keeps the text, adds # to hex and reads back with any', () => {
    expect(canonicalColorText('1ea54c', 'hex')).toBe('#1ea54c');
    expect(canonicalColorText(' oklch(0.7 0.1 200) ', 'oklch')).toBe('oklch(0.7 0.1 200)');
    expect(canonicalColorText('RebeccaPurple', 'name')).toBe('rebeccapurple');
    for (const f of COLOR_FORMATS) {
      const text = convertColor('#1ea54c80', 'hex').text[f];
      if (text) expect(toHex(parseColor(canonicalColorText(text, f))), f).toBe(toHex(parseColor(text, f)));
    }
  });
});

describe('adjustColor', () => {
  it('inverts, greys, saturates and lightens in HSL (CSS Color 4 hsl())', () => {
    expect(toHex(adjustColor(parseColor('#ff0000'), { ...none, invert: true }))).toBe('#00ffff');
    // hsl(0 100% 50%) greyed keeps L = 50%: rgb(127.5 127.5 127.5).
    expect(toHex(adjustColor(parseColor('#ff0000'), { ...none, grayscale: true }))).toBe('#808080');
    // hsl(120 100% 25%) + 25 points of lightness = hsl(120 100% 50%) = lime.
    expect(toHex(adjustColor(parseColor('hsl(120 100% 25%)'), { ...none, lightness: 25 }))).toBe('#00ff00');
    // hsl(0 50% 50%) − 50 points of saturation = grey.
    expect(toHex(adjustColor(parseColor('hsl(0 50% 50%)'), { ...none, saturation: -50 }))).toBe('#808080');
    expect(adjustColor(parseColor('#12345678'), none)).toEqual(parseColor('#12345678'));
  });

  it('rejects amounts out of range', () => {
    expect(() => adjustColor(parseColor('red'), { ...none, lightness: 150 })).toThrow(/Lightness/);
    expect(() => adjustColor(parseColor('red'), { ...none, saturation: Number.NaN })).toThrow(ToolInputError);
  });
});

describe('color-converter tool', () => {
  it('has examples that are valid states and valid colours', () => {
    expectExamplesMatchState(colorConverterTool, colorConverterState);
    for (const ex of colorConverterTool.examples ?? []) expect(() => convertColor(String(ex.state.color))).not.toThrow();
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => convertColor(s));
    for (const f of COLOR_FORMATS) {
      fuzzToolFunction((s: string) => convertColor(s, f));
      fuzzToolFunction((s: string) => canonicalColorText(s, f));
    }
  });
});
