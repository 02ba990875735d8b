import { colord, extend, type Colord } from 'colord';
import cmykPlugin from 'colord/plugins/cmyk';
import hwbPlugin from 'colord/plugins/hwb';
import labPlugin from 'colord/plugins/lab';
import lchPlugin from 'colord/plugins/lch';
import namesPlugin from 'colord/plugins/names';
import oklabPlugin from 'colord/plugins/oklab';
import oklchPlugin from 'colord/plugins/oklch';
import xyzPlugin from 'colord/plugins/xyz';
import { ToolInputError } from '@handy-tools/ui/kit';

extend([cmykPlugin, hwbPlugin, labPlugin, lchPlugin, namesPlugin, oklabPlugin, oklchPlugin, xyzPlugin]);

/** The notations the colour tools read and write. */
export const COLOR_FORMATS = ['hex', 'rgb', 'hsl', 'hwb', 'cmyk', 'lab', 'lch', 'oklab', 'oklch', 'xyz', 'name'] as const;
/** One of {@link COLOR_FORMATS}. */
export type ColorFormat = (typeof COLOR_FORMATS)[number];

/** A colour as 8-bit-range sRGB channels (`r`, `g`, `b` in 0–255, may be fractional) and alpha `a` in 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const EXPECTED: Record<ColorFormat, string> = {
  hex: '#rgb, #rgba, #rrggbb or #rrggbbaa',
  rgb: 'rgb(255 0 0), rgb(255, 0, 0) or rgba(255, 0, 0, 0.5)',
  hsl: 'hsl(0 100% 50%) or hsl(0, 100%, 50%)',
  hwb: 'hwb(0 0% 0%)',
  cmyk: 'device-cmyk(0% 100% 100% 0%)',
  lab: 'lab(54.29% 80.81 69.89)',
  lch: 'lch(54.29% 106.84 40.85)',
  oklab: 'oklab(0.628 0.2249 0.1258)',
  oklch: 'oklch(0.628 0.2577 29.23)',
  xyz: 'xyz(43.61 22.25 1.39) (CIE XYZ, D50, 0–100)',
  name: 'a CSS named colour such as rebeccapurple',
};

/** Example text for each notation (placeholders, error messages). */
export function formatExample(format: ColorFormat): string {
  return EXPECTED[format];
}

const PREFIX: Partial<Record<ColorFormat, RegExp>> = {
  rgb: /^rgba?\(/i,
  hsl: /^hsla?\(/i,
  hwb: /^hwb\(/i,
  cmyk: /^(device-cmyk|cmyk)\(/i,
  lab: /^lab\(/i,
  lch: /^lch\(/i,
  oklab: /^oklab\(/i,
  oklch: /^oklch\(/i,
};

function checkFinite(c: Colord, where: string): Colord {
  const { r, g, b, a } = c.rgba;
  if (![r, g, b, a].every(Number.isFinite)) throw new ToolInputError(`${where}: the numbers are out of range.`);
  return c;
}

/**
 * Parses a colour written in one notation (CSS Color Level 4 syntax, as colord reads it).
 *
 * @param text - the text typed, e.g. `#1ea54c`, `rgb(30 165 76)`, `oklch(0.62 0.16 150)`, `rebeccapurple`.
 *   Surrounding spaces are ignored; a hex colour may omit its `#`; `xyz(x y z)` takes D50 XYZ on a 0–100 scale.
 * @param format - the notation expected; `'any'` accepts every notation.
 * @returns the colour as sRGB channels 0–255 (fractional) and alpha 0–1; out-of-gamut colours are clamped.
 * @throws ToolInputError when the text is empty or not a colour in that notation (the message names the
 *   notation and shows an example).
 * @see https://www.w3.org/TR/css-color-4/
 */
export function parseColor(text: string, format: ColorFormat | 'any' = 'any'): Rgba {
  return colorOf(text, format).rgba;
}

function colorOf(text: string, format: ColorFormat | 'any'): Colord {
  const s = text.trim();
  const label = format === 'any' ? 'Colour' : format === 'name' ? 'Name' : format.toUpperCase();
  if (s === '') throw new ToolInputError(`${label}: enter a colour.`);
  if (s.length > 200) throw new ToolInputError(`${label}: too long to be a colour (${s.length} characters).`);
  const fail = (): never => {
    const expected = format === 'any' ? 'a CSS colour such as #1ea54c, rgb(30 165 76) or teal' : EXPECTED[format];
    throw new ToolInputError(`${label}: "${s.length > 40 ? `${s.slice(0, 40)}…` : s}" is not a valid colour; expected ${expected}.`);
  };
  let c: Colord;
  try {
    if (format === 'hex') {
      const h = s.startsWith('#') ? s : `#${s}`;
      if (!/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(h)) fail();
      c = colord(h);
    } else if (format === 'xyz' || (format === 'any' && /^xyz\(/i.test(s))) {
      const m = /^xyz\(\s*(-?[\d.]+(?:e[+-]?\d+)?)[\s,]+(-?[\d.]+(?:e[+-]?\d+)?)[\s,]+(-?[\d.]+(?:e[+-]?\d+)?)\s*(?:\/\s*([\d.]+)(%?)\s*)?\)$/i.exec(s);
      if (!m) return fail();
      const alpha = m[4] === undefined ? 1 : Number(m[4]) / (m[5] ? 100 : 1);
      c = colord({ x: Number(m[1]), y: Number(m[2]), z: Number(m[3]), a: alpha });
    } else if (format === 'name') {
      if (!/^[a-z]+$/i.test(s) || s.toLowerCase() === 'transparent') fail();
      c = colord(s.toLowerCase());
    } else {
      const prefix = format === 'any' ? undefined : PREFIX[format];
      if (prefix && !prefix.test(s)) fail();
      c = colord(s.replace(/^cmyk\(/i, 'device-cmyk('));
    }
  } catch (error) {
    if (error instanceof ToolInputError) throw error;
    return fail();
  }
  if (!c.isValid()) fail();
  return checkFinite(c, label);
}

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  const v = Math.round(n * f) / f;
  return Object.is(v, -0) ? 0 : v;
};

/**
 * Writes a colour in one notation, as CSS Color Level 4 serialises it (space-separated, alpha after a slash
 * when it is below 1) except `hex`, which gives 8 digits only when alpha is below 1.
 *
 * @param rgba - sRGB channels 0–255 and alpha 0–1 (as {@link parseColor} returns).
 * @param format - the notation to write.
 * @param options.legacy - comma-separated `rgb(255, 0, 0)` / `hsl(0, 100%, 50%)` (CSS Color 3) instead of spaces.
 * @returns the text, e.g. `rgb(255 0 0)`; for `name`, the exact CSS name or `undefined` when there is none.
 * @see https://www.w3.org/TR/css-color-4/#serializing-color-values
 */
export function formatColor(rgba: Rgba, format: ColorFormat, options: { legacy?: boolean } = {}): string | undefined {
  const c = colord(rgba);
  const a = round(c.alpha(), 3);
  const alpha = a < 1 ? ` / ${a}` : '';
  switch (format) {
    case 'hex':
      return c.toHex();
    case 'rgb': {
      const { r, g, b } = c.toRgb();
      return options.legacy ? c.toRgbString() : `rgb(${r} ${g} ${b}${alpha})`;
    }
    case 'hsl': {
      const { h, s, l } = c.toHsl();
      return options.legacy ? c.toHslString() : `hsl(${h} ${s}% ${l}%${alpha})`;
    }
    case 'hwb':
      return c.toHwbString();
    case 'cmyk':
      return c.toCmykString();
    case 'lab': {
      const { l, a: la, b } = c.toLab();
      return `lab(${round(l, 2)}% ${round(la, 2)} ${round(b, 2)}${alpha})`;
    }
    case 'lch': {
      const { l, c: ch, h } = c.toLch();
      return `lch(${round(l, 2)}% ${round(ch, 2)} ${round(h, 2)}${alpha})`;
    }
    case 'oklab': {
      const { l, a: la, b } = c.toOklab();
      return `oklab(${round(l, 5)} ${round(la, 5)} ${round(b, 5)}${alpha})`;
    }
    case 'oklch': {
      const { l, c: ch, h } = c.toOklch();
      return `oklch(${round(l, 5)} ${round(ch, 5)} ${round(ch, 5) === 0 ? 0 : round(h, 2)}${alpha})`;
    }
    case 'xyz': {
      const { x, y, z } = c.toXyz();
      return `xyz(${round(x, 2)} ${round(y, 2)} ${round(z, 2)}${alpha})`;
    }
    case 'name':
      return c.toName();
  }
}

/**
 * The CSS named colour nearest to a colour (by distance in sRGB), ignoring alpha.
 *
 * @param rgba - sRGB channels 0–255 and alpha 0–1.
 * @returns the name (e.g. `teal`) and whether it is an exact match.
 * @see https://www.w3.org/TR/css-color-4/#named-colors
 */
export function nearestColorName(rgba: Rgba): { name: string; exact: boolean } {
  const c = colord({ ...rgba, a: 1 });
  const exact = c.toName();
  return exact ? { name: exact, exact: true } : { name: c.toName({ closest: true }) ?? 'black', exact: false };
}

/**
 * Hue, saturation and lightness of a colour (CSS `hsl()`), unrounded.
 *
 * @param rgba - sRGB channels 0–255 and alpha 0–1.
 * @returns `h` in degrees 0–360, `s` and `l` in percent 0–100, `a` in 0–1.
 * @see https://www.w3.org/TR/css-color-4/#rgb-to-hsl
 */
export function toHsl(rgba: Rgba): { h: number; s: number; l: number; a: number } {
  const r = rgba.r / 255;
  const g = rgba.g / 255;
  const b = rgba.b / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  let h = 0;
  let s = 0;
  if (d !== 0) {
    s = l === 0 || l === 1 ? 0 : (max - l) / Math.min(l, 1 - l);
    if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
  }
  return { h: h % 360, s: s * 100, l: l * 100, a: rgba.a };
}

/**
 * sRGB channels of a CSS `hsl()` colour.
 *
 * @param hsl - `h` in degrees (any value, taken modulo 360), `s` and `l` in percent (clamped to 0–100), `a` in 0–1 (default 1).
 * @returns sRGB channels 0–255 (fractional) and alpha.
 * @see https://www.w3.org/TR/css-color-4/#hsl-to-rgb
 */
export function fromHsl(hsl: { h: number; s: number; l: number; a?: number }): Rgba {
  const h = (((hsl.h % 360) + 360) % 360) / 30;
  const s = Math.min(100, Math.max(0, hsl.s)) / 100;
  const l = Math.min(100, Math.max(0, hsl.l)) / 100;
  const k = (n: number) => (n + h) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255, a: hsl.a ?? 1 };
}

/** Six-digit (or eight with alpha) lowercase hex of a colour: a shorthand for `formatColor(rgba, 'hex')`. */
export function toHex(rgba: Rgba): string {
  return colord(rgba).toHex();
}
