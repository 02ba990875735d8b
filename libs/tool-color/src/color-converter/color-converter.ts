import { ToolInputError } from '@handy-tools/ui/kit';
import { COLOR_FORMATS, formatColor, fromHsl, nearestColorName, parseColor, toHex, toHsl, type ColorFormat, type Rgba } from '../shared/color/color.js';

export { COLOR_FORMATS, formatColor, parseColor, type ColorFormat, type Rgba } from '../shared/color/color.js';

/** A colour written in every notation the converter shows. */
export interface ColorConversions {
  /** sRGB channels 0–255 (fractional) and alpha 0–1. */
  rgba: Rgba;
  /** The colour in each notation; `name` is the exact CSS name or `''` when there is none. */
  text: Record<ColorFormat, string>;
  /** The nearest CSS named colour (equal to `text.name` when exact). */
  nearestName: string;
}

/**
 * Reads a colour in one notation and writes it in all of them (CSS Color Level 4 serialisation).
 *
 * @param input - the colour text, e.g. `#1ea54c`, `oklch(0.62 0.16 150)`, `teal`.
 * @param from - the notation of `input`, or `'any'` (default) for any CSS colour.
 * @param options.legacy - write `rgb()`/`hsl()` with commas (CSS Color 3, as the original it-tools did).
 * @returns the colour and its text in each of {@link COLOR_FORMATS}.
 * @throws ToolInputError when the input is not a colour in that notation.
 * @see https://www.w3.org/TR/css-color-4/
 */
export function convertColor(input: string, from: ColorFormat | 'any' = 'any', options: { legacy?: boolean } = {}): ColorConversions {
  const rgba = parseColor(input, from);
  const text = {} as Record<ColorFormat, string>;
  for (const f of COLOR_FORMATS) text[f] = formatColor(rgba, f, options) ?? '';
  return { rgba, text, nearestName: nearestColorName(rgba).name };
}

/**
 * The text to keep as the tool's colour after a field was edited: a form {@link parseColor} reads back
 * exactly with `'any'` (the text as typed, so no precision is lost, except a hex colour gets its `#`).
 *
 * @param input - text accepted by `parseColor(input, from)`.
 * @param from - the field's notation.
 * @throws ToolInputError when the input is not a colour in that notation.
 */
export function canonicalColorText(input: string, from: ColorFormat): string {
  const rgba = parseColor(input, from);
  return from === 'hex' || from === 'name' ? (from === 'hex' ? toHex(rgba) : input.trim().toLowerCase()) : input.trim();
}

/** Adjustments applied to a colour (as the original it-tools "Transformations" card). */
export interface ColorAdjustments {
  /** Added to the HSL saturation, in percentage points, −100 to 100. */
  saturation: number;
  /** Added to the HSL lightness, in percentage points, −100 to 100. */
  lightness: number;
  /** Replace with the grey of the same HSL lightness (saturation 0), before the other steps. */
  grayscale: boolean;
  /** Replace each sRGB channel c with 255 − c, before saturation and lightness. */
  invert: boolean;
}

/**
 * Applies {@link ColorAdjustments} in the order grayscale, invert, saturation, lightness (results clamped to
 * the sRGB gamut; alpha kept).
 *
 * @param rgba - sRGB channels 0–255 and alpha 0–1.
 * @returns the adjusted colour.
 * @throws ToolInputError when an amount is not a number between −100 and 100.
 * @see https://www.w3.org/TR/css-color-4/#the-hsl-notation
 */
export function adjustColor(rgba: Rgba, adjustments: ColorAdjustments): Rgba {
  for (const key of ['saturation', 'lightness'] as const) {
    const v = adjustments[key];
    if (!Number.isFinite(v) || v < -100 || v > 100) throw new ToolInputError(`${key === 'saturation' ? 'Saturation' : 'Lightness'}: enter a number from −100 to 100.`);
  }
  let c: Rgba = { ...rgba };
  if (adjustments.grayscale) c = fromHsl({ ...toHsl(c), s: 0 });
  if (adjustments.invert) c = { r: 255 - c.r, g: 255 - c.g, b: 255 - c.b, a: c.a };
  if (adjustments.saturation || adjustments.lightness) {
    const hsl = toHsl(c);
    c = fromHsl({ ...hsl, s: hsl.s + adjustments.saturation, l: hsl.l + adjustments.lightness });
  }
  return c;
}
