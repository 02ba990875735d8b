import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { fuzzToolFunction } from '@handy-tools/ui/testing';
import { COLOR_FORMATS, formatColor, fromHsl, nearestColorName, parseColor, toHex, toHsl } from './color.js';
import { contrastRatio, contrastVerdicts, formatRatio, relativeLuminance } from './contrast.js';

const hex = (text: string) => toHex(parseColor(text));

describe('parseColor / formatColor', () => {
  // CSS Color Level 4, §9.5 "Specifying Lab and LCH" (examples 10/11): the same five colours in lab() and lch().
  const cssColor4LabLch: [string, string][] = [
    ['lab(29.2345% 39.3825 20.0664)', 'lch(29.2345% 44.2 27)'],
    ['lab(52.2345% 40.1645 59.9971)', 'lch(52.2345% 72.2 56.2)'],
    ['lab(60.2345% -5.3654 58.956)', 'lch(60.2345% 59.2 95.2)'],
    ['lab(62.2345% -34.9638 47.7721)', 'lch(62.2345% 59.2 126.2)'],
    ['lab(67.5345% -8.6911 -41.6019)', 'lch(67.5345% 42.5 258.2)'],
  ];
  it.each(cssColor4LabLch)('CSS Color 4: %s is %s', (lab, lch) => {
    const [l, c, h] = /lch\(([\d.]+)% ([\d.]+) ([\d.]+)\)/.exec(lch)!.slice(1).map(Number) as [number, number, number];
    const m = /lch\(([-\d.]+)% ([-\d.]+) ([-\d.]+)\)/.exec(formatColor(parseColor(lab, 'lab'), 'lch')!)!.slice(1).map(Number) as [number, number, number];
    expect(m[0]).toBeCloseTo(l, 1);
    expect(m[1]).toBeCloseTo(c, 1);
    expect(m[2]).toBeCloseTo(h, 1);
    expect(hex(lch)).toBe(hex(lab));
  });

  it('reads the CSS Color 4 notations of sRGB red alike', () => {
    // CSS Color 4: red is rgb(255 0 0), hsl(0 100% 50%), hwb(0 0% 0%), lab(54.29% 80.82 69.88) (D50),
    // oklch(62.8% 0.2577 29.23) (§9.4 and the OKLab examples); device-cmyk(0 1 1 0) (CSS Color 5).
    expect(hex('ff0000'.replace(/^/, '#'))).toBe(toHex(parseColor('ff0000', 'hex')));
    for (const s of ['#f00', 'rgb(255 0 0)', 'rgb(100% 0% 0%)', 'rgba(255, 0, 0, 1)', 'hsl(0 100% 50%)', 'hsl(360deg, 100%, 50%)',
      'hwb(0 0% 0%)', 'lab(54.29% 80.82 69.88)', 'lch(54.29% 106.84 40.85)', 'oklch(62.8% 0.2577 29.23)', 'oklab(0.628 0.2249 0.1258)',
      'device-cmyk(0 1 1 0)', 'red', 'RED']) {
      expect(hex(s), s).toBe('#ff0000');
    }
  });

  it('writes CSS Color 4 serialisations', () => {
    const red = parseColor('red');
    expect(formatColor(red, 'rgb')).toBe('rgb(255 0 0)');
    expect(formatColor(red, 'rgb', { legacy: true })).toBe('rgb(255, 0, 0)');
    expect(formatColor(red, 'hsl')).toBe('hsl(0 100% 50%)');
    expect(formatColor(red, 'hwb')).toBe('hwb(0 0% 0%)');
    expect(formatColor(red, 'cmyk')).toBe('device-cmyk(0% 100% 100% 0%)');
    expect(formatColor(red, 'oklch')).toMatch(/^oklch\(0\.62(79|8)\d* 0\.257\d* 29\.2\d\)$/);
    // Bradford-adapted D50 XYZ of sRGB red (Lindbloom's sRGB matrix, D50): 0.4361, 0.2225, 0.0139.
    expect(formatColor(red, 'xyz')).toMatch(/^xyz\(43\.6\d* 22\.2\d* 1\.39\d*\)$/);
    expect(formatColor(parseColor('rgb(255 0 0 / 50%)'), 'hex')).toBe('#ff000080');
    // CSS Color 4 §15.2: alpha is serialised with the fewest digits that keep its 8-bit value (0x80 → 0.5).
    expect(formatColor(parseColor('#ff000080'), 'rgb')).toBe('rgb(255 0 0 / 0.5)');
  });

  it('knows the CSS named colours (CSS Color 4 §6.1)', () => {
    expect(hex('rebeccapurple')).toBe('#663399');
    expect(hex('cornflowerblue')).toBe('#6495ed');
    expect(formatColor(parseColor('#663399'), 'name')).toBe('rebeccapurple');
    expect(formatColor(parseColor('#663398'), 'name')).toBeUndefined();
    expect(nearestColorName(parseColor('#663398'))).toEqual({ name: 'rebeccapurple', exact: false });
    expect(nearestColorName(parseColor('#ffffff'))).toEqual({ name: 'white', exact: true });
  });

  it('round-trips hex → every notation → hex (within rounding)', () => {
    const lossless = COLOR_FORMATS.filter((f) => !['name', 'hsl', 'hwb', 'cmyk', 'xyz'].includes(f));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const h = `#${n.toString(16).padStart(6, '0')}`;
        const c = parseColor(h, 'hex');
        for (const f of lossless) expect(toHex(parseColor(formatColor(c, f)!, f)), `${h} via ${f}`).toBe(h);
        // hsl/hwb/cmyk are printed with whole percentages and XYZ (by colord) with 2 decimals on 0–100:
        // each channel comes back within a few units.
        for (const f of ['hsl', 'hwb', 'cmyk', 'xyz'] as const) {
          const back = parseColor(formatColor(c, f)!, f);
          for (const k of ['r', 'g', 'b'] as const) expect(Math.abs(back[k] - c[k]), `${h} via ${f}`).toBeLessThanOrEqual(5);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('says which notation was expected', () => {
    expect(() => parseColor('rgb(1 2 3)', 'hex')).toThrow(/HEX: "rgb\(1 2 3\)" is not a valid colour; expected #rgb/);
    expect(() => parseColor('#12345', 'hex')).toThrow(ToolInputError);
    expect(() => parseColor('hsl(0 0% 0%)', 'rgb')).toThrow(/RGB/);
    expect(() => parseColor('notacolour', 'name')).toThrow(/Name/);
    expect(() => parseColor('  ')).toThrow(/enter a colour/);
    expect(() => parseColor('lab(a b c)', 'lab')).toThrow(/expected lab\(/);
  });

  it('converts hsl both ways as CSS Color 4 §7.1 does', () => {
    expect(toHex(fromHsl({ h: 120, s: 100, l: 25 }))).toBe('#008000');
    expect(toHex(fromHsl({ h: -60, s: 100, l: 50 }))).toBe('#ff00ff');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const c = parseColor(`#${n.toString(16).padStart(6, '0')}`);
        const back = fromHsl(toHsl(c));
        return ['r', 'g', 'b'].every((k) => Math.abs(back[k as 'r'] - c[k as 'r']) < 1e-6);
      }),
    );
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    for (const f of [...COLOR_FORMATS, 'any'] as const) fuzzToolFunction((s: string) => parseColor(s, f));
  });
});

describe('WCAG 2.x contrast', () => {
  // WCAG 2.2 Understanding SC 1.4.3 and the W3C's technique G18 examples.
  it('gives the published ratios', () => {
    const white = parseColor('#fff');
    expect(formatRatio(contrastRatio(parseColor('#777'), white))).toBe('4.48:1');
    expect(contrastRatio(parseColor('#000'), white)).toBe(21);
    expect(contrastRatio(white, white)).toBe(1);
    expect(relativeLuminance(white)).toBeCloseTo(1, 12);
    // Relative luminance of sRGB primaries = the Y row of the sRGB matrix (ITU-R BT.709): 0.2126, 0.7152, 0.0722.
    expect(relativeLuminance(parseColor('#f00'))).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance(parseColor('#0f0'))).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance(parseColor('#00f'))).toBeCloseTo(0.0722, 4);
  });

  it('applies the thresholds to the exact ratio', () => {
    const r = contrastRatio(parseColor('#777'), parseColor('#fff'));
    expect(contrastVerdicts(r)).toEqual({ aaNormal: false, aaLarge: true, aaaNormal: false, aaaLarge: false, nonText: true });
    expect(contrastVerdicts(21)).toEqual({ aaNormal: true, aaLarge: true, aaaNormal: true, aaaLarge: true, nonText: true });
    expect(contrastVerdicts(4.5).aaNormal).toBe(true);
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(6.996)).toBe('6.99:1');
    expect(formatRatio(4.476)).toBe('4.48:1');
  });

  it('is symmetric and within 1–21', () => {
    const rgb = fc.record({ r: fc.integer({ min: 0, max: 255 }), g: fc.integer({ min: 0, max: 255 }), b: fc.integer({ min: 0, max: 255 }), a: fc.constant(1) });
    fc.assert(
      fc.property(rgb, rgb, (a, b) => {
        const r = contrastRatio(a, b);
        return r === contrastRatio(b, a) && r >= 1 && r <= 21 + 1e-9;
      }),
    );
  });
});
