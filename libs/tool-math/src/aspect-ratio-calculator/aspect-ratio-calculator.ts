import { ToolInputError } from '@handy-tools/ui/kit';
import { div, gcd, mul, parseRational, toDecimalText, type DecimalText, type Rational } from '../percentage-calculator/rational.js';

/** A named aspect ratio. */
export interface AspectRatioPreset {
  id: string;
  /** Ratio width, e.g. `16` (or `1.85`). */
  width: string;
  /** Ratio height, e.g. `9` (or `1`). */
  height: string;
  /** What it is used for. */
  use: string;
}

/**
 * Common aspect ratios: screens and video (16:9 HD and 4K UHD, ITU-R BT.709 / BT.2020 image
 * formats; 4:3 SD television; 16:10 computer displays; 21:9 "ultra-wide", really 64:27 for
 * 2560×1080 or 43:18 for 3440×1440; 32:9 super ultra-wide; 9:16 vertical video), photography
 * (3:2 35 mm film, 4:3 Four Thirds, 5:4 large format, 1:1 square) and cinema (1.85:1 flat and
 * 2.39:1 scope, SMPTE 195).
 */
export const ASPECT_RATIO_PRESETS: readonly AspectRatioPreset[] = [
  { id: '16:9', width: '16', height: '9', use: 'HD and 4K video, most screens' },
  { id: '4:3', width: '4', height: '3', use: 'SD television, iPad, Four Thirds cameras' },
  { id: '16:10', width: '16', height: '10', use: 'Laptop and desktop displays' },
  { id: '21:9', width: '21', height: '9', use: 'Ultra-wide monitors (marketing name)' },
  { id: '32:9', width: '32', height: '9', use: 'Super ultra-wide monitors' },
  { id: '1:1', width: '1', height: '1', use: 'Square: social media posts' },
  { id: '3:2', width: '3', height: '2', use: '35 mm film, most DSLR photos' },
  { id: '5:4', width: '5', height: '4', use: 'Large-format photos, old 1280×1024 monitors' },
  { id: '9:16', width: '9', height: '16', use: 'Vertical video: stories, reels, shorts' },
  { id: '2:1', width: '2', height: '1', use: 'Univisium, some phones and series' },
  { id: '1.85:1', width: '1.85', height: '1', use: 'Cinema, flat widescreen' },
  { id: '2.39:1', width: '2.39', height: '1', use: 'Cinema, anamorphic scope' },
];

/** A reduced ratio. */
export interface AspectRatio {
  /** Reduced terms: width:height = `ratioWidth`:`ratioHeight` with gcd 1 (integers). */
  ratioWidth: bigint;
  ratioHeight: bigint;
  /** The ratio width ÷ height as a decimal (rounded to 6 decimals when it does not terminate). */
  decimal: DecimalText;
  /** The ratio as `x:1`, e.g. `1.777778:1`. */
  toOne: string;
  /** The closest preset when within 1 % of it (e.g. 1366×768 ≈ 16:9), else null. */
  nearPreset: AspectRatioPreset | null;
  /** The preset that is exactly this ratio, if any. */
  preset: AspectRatioPreset | null;
}

function positive(text: string, what: string): Rational {
  const v = parseRational(text, what);
  if (v.num <= 0n) throw new ToolInputError(`${what} must be greater than zero.`);
  return v;
}

/**
 * Reduces a width and height to their aspect ratio: both are scaled to integers (decimals
 * allowed: 1.85 × 1 → 37:20) and divided by their greatest common divisor (Euclid).
 *
 * @param width - the width, as typed (pixels or any unit), > 0.
 * @param height - the height, as typed, > 0.
 * @returns the reduced ratio, its decimal value and the nearest common preset.
 * @throws ToolInputError when a value is not a positive number (named).
 */
export function aspectRatio(width: string, height: string): AspectRatio {
  const r = div(positive(width, 'The width'), positive(height, 'The height'));
  const g = gcd(r.num, r.den);
  const ratioWidth = r.num / g;
  const ratioHeight = r.den / g;
  const decimal = toDecimalText(r, 6);
  let preset: AspectRatioPreset | null = null;
  let nearPreset: AspectRatioPreset | null = null;
  let best = Number.POSITIVE_INFINITY;
  const value = Number(decimal.text);
  for (const p of ASPECT_RATIO_PRESETS) {
    const pr = div(parseRational(p.width), parseRational(p.height));
    if (pr.num === r.num && pr.den === r.den) preset = p;
    const diff = Math.abs(value / (Number(pr.num) / Number(pr.den)) - 1);
    if (diff < best) {
      best = diff;
      nearPreset = p;
    }
  }
  return { ratioWidth, ratioHeight, decimal, toOne: `${decimal.text}:1`, preset, nearPreset: best <= 0.01 ? nearPreset : null };
}

/** The other side of a size that keeps a ratio. */
export interface MissingDimension {
  /** Its exact value (rounded to 6 decimals when it does not terminate). */
  value: DecimalText;
  /** Rounded to a whole number (half up), for pixels. */
  rounded: bigint;
  /** Whether the exact value is a whole number. */
  whole: boolean;
}

/**
 * Finds the missing side of a size with a given ratio: height = width × b ÷ a, or
 * width = height × a ÷ b, for a ratio a:b.
 *
 * @param ratioWidth - a, as typed (`16`, `1.85`), > 0.
 * @param ratioHeight - b, as typed, > 0.
 * @param known - which side is given: `width` or `height`.
 * @param value - the given side, as typed, > 0.
 * @returns the other side exactly, and rounded to a whole number.
 * @throws ToolInputError when a value is not a positive number (named).
 */
export function missingDimension(ratioWidth: string, ratioHeight: string, known: 'width' | 'height', value: string): MissingDimension {
  const a = positive(ratioWidth, 'The ratio width');
  const b = positive(ratioHeight, 'The ratio height');
  if (known !== 'width' && known !== 'height') throw new ToolInputError('Say which side is known: width or height.');
  const given = positive(value, known === 'width' ? 'The width' : 'The height');
  const other = known === 'width' ? div(mul(given, b), a) : div(mul(given, a), b);
  const twice = (2n * other.num + other.den) / (2n * other.den);
  return { value: toDecimalText(other, 6), rounded: twice, whole: other.den === 1n };
}

