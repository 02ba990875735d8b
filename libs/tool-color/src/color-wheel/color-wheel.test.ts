import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { parseColor } from '../shared/color/color.js';
import { colorWheelTool } from './meta.js';
import { colorWheelState } from './state.js';
import {
  contrastRatio,
  contrastVerdicts,
  exportPalette,
  formatRatio,
  HARMONY_TYPES,
  harmonyColors,
  hslToHex,
  namePalette,
  paletteSlug,
  rgbaToHsl,
  wheelKey,
  wheelPick,
  wheelPosition,
} from './color-wheel.js';

const hexes = (base: string, type: (typeof HARMONY_TYPES)[number]) => harmonyColors(rgbaToHsl(parseColor(base)), type).map(hslToHex);

describe('harmonyColors', () => {
  // The RGB/HSL wheel's complements (CSS Color 4 hsl(): hue + 180°): red ↔ cyan, green ↔ magenta, blue ↔ yellow.
  it('gives the complements of the primaries', () => {
    expect(hexes('#ff0000', 'complementary')).toEqual(['#ff0000', '#00ffff']);
    expect(hexes('#00ff00', 'complementary')).toEqual(['#00ff00', '#ff00ff']);
    expect(hexes('#0000ff', 'complementary')).toEqual(['#0000ff', '#ffff00']);
  });

  it('gives the triad and square of red (the RGB primaries and secondaries)', () => {
    expect(hexes('#ff0000', 'triadic')).toEqual(['#ff0000', '#00ff00', '#0000ff']);
    expect(hexes('#ff0000', 'square')).toEqual(['#ff0000', '#80ff00', '#00ffff', '#8000ff']);
    expect(hexes('#ff0000', 'tetradic')).toEqual(['#ff0000', '#ffff00', '#00ffff', '#0000ff']);
  });

  it('spaces analogous and split colours 30° from the base or its complement', () => {
    expect(harmonyColors({ h: 10, s: 50, l: 50 }, 'analogous').map((c) => c.h)).toEqual([10, 340, 40]);
    expect(harmonyColors({ h: 10, s: 50, l: 50 }, 'split-complementary').map((c) => c.h)).toEqual([10, 160, 220]);
    expect(harmonyColors({ h: 0, s: 50, l: 50 }, 'double-split-complementary').map((c) => c.h)).toEqual([0, 330, 30, 150, 210]);
  });

  it('keeps hue and saturation in a monochromatic scale, with the base in it', () => {
    const mono = harmonyColors({ h: 200, s: 80, l: 50 }, 'monochromatic');
    expect(mono).toHaveLength(5);
    expect(mono[0]).toEqual({ h: 200, s: 80, l: 50 });
    expect(new Set(mono.map((c) => c.l)).size).toBe(5);
    for (const c of mono) expect(c.h === 200 && c.s === 80 && c.l > 0 && c.l < 100).toBe(true);
  });

  it('keeps saturation and lightness, puts the base first, hues in 0–360', () => {
    const hsl = fc.record({ h: fc.double({ min: -720, max: 720, noNaN: true }), s: fc.double({ min: 0, max: 100, noNaN: true }), l: fc.double({ min: 0, max: 100, noNaN: true }) });
    fc.assert(
      fc.property(hsl, fc.constantFrom(...HARMONY_TYPES), (base, type) => {
        const out = harmonyColors(base, type);
        expect(out[0]!.l).toBe(base.l);
        for (const c of out) expect(c.h >= 0 && c.h < 360 && c.s === base.s).toBe(true);
        if (type !== 'monochromatic') for (const c of out) expect(c.l).toBe(base.l);
      }),
    );
  });

  it('rejects out-of-range values', () => {
    expect(() => harmonyColors({ h: 0, s: 120, l: 50 }, 'triadic')).toThrow(/Saturation/);
    expect(() => harmonyColors({ h: Number.NaN, s: 10, l: 50 }, 'triadic')).toThrow(ToolInputError);
  });
});

describe('wheel geometry and keys', () => {
  it('puts red at the top, 90° on the right, and inverts', () => {
    const p = wheelPosition(0, 100);
    expect(p.x).toBeCloseTo(0);
    expect(p.y).toBeCloseTo(-1);
    expect(wheelPosition(90, 50).x).toBeCloseTo(0.5);
    expect(wheelPick(1, 0)).toEqual({ h: 90, s: 100 });
    expect(wheelPick(0, 0.5)).toEqual({ h: 180, s: 50 });
    expect(wheelPick(3, 0)).toEqual({ h: 90, s: 100 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 359 }), fc.integer({ min: 1, max: 100 }), (h, s) => {
        const { x, y } = wheelPosition(h, s);
        expect(wheelPick(x, y)).toEqual({ h, s });
      }),
    );
  });

  it('moves hue with Left/Right and saturation with Up/Down (APG slider keys)', () => {
    expect(wheelKey(0, 50, 'ArrowLeft')).toEqual({ h: 359, s: 50 });
    expect(wheelKey(350, 50, 'ArrowRight', true)).toEqual({ h: 5, s: 50 });
    expect(wheelKey(10, 100, 'ArrowUp')).toEqual({ h: 10, s: 100 });
    expect(wheelKey(10, 5, 'ArrowDown', true)).toEqual({ h: 10, s: 0 });
    expect(wheelKey(10, 5, 'End')).toEqual({ h: 10, s: 0 });
    expect(wheelKey(10, 5, 'a')).toBeNull();
  });
});

describe('contrast (WCAG 2.x)', () => {
  // WCAG 2.2 Understanding 1.4.3: #777 on white is 4.48:1 (fails AA for normal text, passes for large).
  it('rates #777 on white as WCAG does', () => {
    const r = contrastRatio(parseColor('#777777'), parseColor('#ffffff'));
    expect(formatRatio(r)).toBe('4.48:1');
    expect(contrastVerdicts(r)).toMatchObject({ aaNormal: false, aaLarge: true, aaaNormal: false, aaaLarge: false });
    // Black on white is the maximum, 21:1.
    expect(formatRatio(contrastRatio(parseColor('black'), parseColor('white')))).toBe('21.00:1');
  });
});

describe('palette export', () => {
  const palette = namePalette(['#ff0000', '#00ffff'], 'My Brand!');

  it('names colours with a CSS-safe slug', () => {
    expect(palette).toEqual([
      { name: 'my-brand-1', hex: '#ff0000' },
      { name: 'my-brand-2', hex: '#00ffff' },
    ]);
    expect(paletteSlug('9 lives')).toBe('c9-lives');
    expect(() => paletteSlug('!!!')).toThrow(ToolInputError);
  });

  it('writes CSS, SCSS and JSON', () => {
    expect(exportPalette(palette, 'css')).toBe(':root {\n  --my-brand-1: #ff0000;\n  --my-brand-2: #00ffff;\n}\n');
    expect(exportPalette(palette, 'scss')).toBe('$my-brand-1: #ff0000;\n$my-brand-2: #00ffff;\n');
    expect(JSON.parse(exportPalette(palette, 'json'))).toEqual({ 'my-brand-1': '#ff0000', 'my-brand-2': '#00ffff' });
  });

  it('writes a Tailwind config that evaluates to theme.extend.colors', async () => {
    const text = exportPalette(palette, 'tailwind');
    const mod = (await import(`data:text/javascript,${encodeURIComponent(text)}`)) as { default: { theme: { extend: { colors: unknown } } } };
    expect(mod.default.theme.extend.colors).toEqual({ 'my-brand': { 1: '#ff0000', 2: '#00ffff' } });
  });

  it('writes an SVG with one swatch per colour', () => {
    const svg = exportPalette(palette, 'svg');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="136" height="84"/);
    expect(svg.match(/<rect /g)).toHaveLength(2);
    expect(svg).toContain('fill="#00ffff"');
  });

  it('rejects an empty palette or a bad colour', () => {
    expect(() => exportPalette([], 'css')).toThrow(ToolInputError);
    expect(() => exportPalette([{ name: 'a-1', hex: 'red' }], 'css')).toThrow(/not a hex colour/);
  });
});

describe('color-wheel tool', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(colorWheelTool, colorWheelState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => paletteSlug(s));
    fuzzToolFunction((s: string) => exportPalette(namePalette(['#123456'], s), 'tailwind'));
    fuzzToolFunction((s: string) => exportPalette([{ name: 'x-1', hex: s }], 'svg'));
    fuzzToolFunction((s: string) => harmonyColors({ h: s.length, s: s.length % 101, l: 50 }, 'monochromatic'));
    fuzzToolFunction((s: string) => wheelKey(s.length, 50, s));
    fuzzToolFunction((s: string) => wheelPick(s.length / 10, -s.length / 7));
  });
});
