import { ToolInputError } from '@handy-tools/ui/kit';
import { customAlphabet, urlAlphabet } from 'nanoid';
import { checkQuantity } from '../shared/quantity.js';

/**
 * The alphabet presets. `default` is Nano ID's own URL-safe alphabet (A-Z a-z 0-9 _ -, 64
 * symbols, as exported by `nanoid`); `noLookalikes` is `nolookalikes` of the `nanoid-dictionary`
 * package (no 1 l I 0 O o u v 5 S s 2 Z), 49 symbols.
 */
export const NANOID_ALPHABETS = {
  default: urlAlphabet,
  numbers: '0123456789',
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  uppercaseNumbers: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  noLookalikes: '346789ABCDEFGHJKLMNPQRTUVWXYabcdefghijkmnpqrtwxyz',
} as const;

/** The name of an alphabet preset, or `custom`. */
export const NANOID_PRESETS = ['default', 'numbers', 'lowercase', 'uppercaseNumbers', 'noLookalikes', 'custom'] as const;

/** One of {@link NANOID_PRESETS}. */
export type NanoidPreset = (typeof NANOID_PRESETS)[number];

/** Shortest and longest ID; Nano ID's default is 21. */
export const NANOID_LENGTH_MIN = 2;
export const NANOID_LENGTH_MAX = 255;
export const NANOID_LENGTH_DEFAULT = 21;

/** Smallest and largest alphabet (Nano ID draws one random byte per symbol, so at most 256). */
export const NANOID_ALPHABET_MIN = 2;
export const NANOID_ALPHABET_MAX = 256;

/**
 * Checks an ID length.
 *
 * @param length - the number of symbols per ID.
 * @returns the length, when it is a whole number from 2 to 255.
 * @throws ToolInputError otherwise.
 */
export function checkLength(length: number): number {
  if (!Number.isInteger(length) || length < NANOID_LENGTH_MIN || length > NANOID_LENGTH_MAX) {
    const got = Number.isNaN(length) ? 'nothing' : String(length);
    throw new ToolInputError(`Length must be a whole number from ${NANOID_LENGTH_MIN} to ${NANOID_LENGTH_MAX} (got ${got}).`);
  }
  return length;
}

/**
 * Checks a custom alphabet: 2 to 256 distinct characters, each one UTF-16 code unit (Nano ID
 * indexes the alphabet string by code unit, so a character outside the Basic Multilingual
 * Plane, such as an emoji, would be cut in half).
 *
 * @param alphabet - the symbols, written one after another (spaces count as symbols).
 * @returns the alphabet, unchanged.
 * @throws ToolInputError naming the first repeated or unusable character and its 1-based
 *   position, or saying how many characters there are when too few or too many.
 */
export function checkAlphabet(alphabet: string): string {
  const chars = [...alphabet];
  const seen = new Map<string, number>();
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c.length !== 1) {
      const cp = c.codePointAt(0)!;
      const what = cp >= 0xd800 && cp <= 0xdfff ? `a lone surrogate (U+${cp.toString(16).toUpperCase()})` : `"${c}"`;
      throw new ToolInputError(`The alphabet's character ${what} at position ${i + 1} cannot be used: only characters of the Basic Multilingual Plane (no emoji) are supported.`, {
        position: i,
        column: i + 1,
      });
    }
    const code = c.charCodeAt(0);
    if (code >= 0xd800 && code <= 0xdfff) {
      throw new ToolInputError(`The alphabet has a lone surrogate (U+${code.toString(16).toUpperCase()}) at position ${i + 1}: half of a character cannot be a symbol.`, {
        position: i,
        column: i + 1,
      });
    }
    const first = seen.get(c);
    if (first !== undefined) {
      const shown = c === ' ' ? 'space' : `"${c}"`;
      throw new ToolInputError(`The alphabet repeats the ${shown} of position ${first + 1} at position ${i + 1}: each symbol must appear once.`, {
        position: i,
        column: i + 1,
      });
    }
    seen.set(c, i);
  }
  if (chars.length < NANOID_ALPHABET_MIN || chars.length > NANOID_ALPHABET_MAX) {
    throw new ToolInputError(
      `The alphabet must have from ${NANOID_ALPHABET_MIN} to ${NANOID_ALPHABET_MAX} different characters (it has ${chars.length}).`,
    );
  }
  return alphabet;
}

/**
 * The alphabet of a preset, or the checked custom alphabet.
 *
 * @param preset - a preset name, or `custom`.
 * @param custom - the custom alphabet (used only when `preset` is `custom`).
 * @returns the alphabet's symbols as one string.
 * @throws ToolInputError when the custom alphabet is invalid (see {@link checkAlphabet}).
 */
export function resolveAlphabet(preset: NanoidPreset, custom = ''): string {
  return preset === 'custom' ? checkAlphabet(custom) : NANOID_ALPHABETS[preset];
}

/** Options of {@link generateNanoids}. */
export interface NanoidOptions {
  /** The symbols to draw from: 2 to 256 distinct BMP characters. */
  alphabet: string;
  /** Symbols per ID, 2 to 255. */
  length: number;
  /** How many IDs, 1 to 1000. */
  quantity: number;
}

/**
 * Generates Nano IDs with `nanoid`'s `customAlphabet`: each symbol is a random byte masked to
 * the next power of two above the alphabet size, with out-of-range values rejected and
 * redrawn (no modulo bias); bytes come from `crypto.getRandomValues` in browsers (Node's
 * `crypto.randomFillSync` in Node).
 *
 * @param options - alphabet, length and quantity.
 * @returns `quantity` IDs of `length` symbols each.
 * @throws ToolInputError when the alphabet, length or quantity is invalid.
 * @see https://github.com/ai/nanoid (v3 API).
 */
export function generateNanoids(options: NanoidOptions): string[] {
  const alphabet = checkAlphabet(options.alphabet);
  const length = checkLength(options.length);
  const quantity = checkQuantity(options.quantity);
  const make = customAlphabet(alphabet, length);
  return Array.from({ length: quantity }, () => make());
}

/**
 * How many random IDs can be made before two of them collide with probability `probability`:
 * the square approximation of the birthday problem, n(p; H) ≈ √(2H · ln(1 / (1 − p))), where
 * H = alphabetSize^length is the number of possible IDs. Computed with logarithms so that H
 * may be far larger than a double can hold.
 *
 * @param alphabetSize - the number of symbols (≥ 2).
 * @param length - symbols per ID (≥ 1).
 * @param probability - the collision probability, strictly between 0 and 1 (default 1 %).
 * @returns the approximate number of IDs (not rounded; may exceed 2^53).
 * @throws ToolInputError when an argument is out of range.
 * @see https://en.wikipedia.org/wiki/Birthday_problem#Square_approximation and the
 *   table of https://en.wikipedia.org/wiki/Birthday_attack (e.g. 64 bits, p = 1 %: 6.1 × 10^8).
 */
export function idsForCollisionProbability(alphabetSize: number, length: number, probability = 0.01): number {
  if (!Number.isInteger(alphabetSize) || alphabetSize < 2) throw new ToolInputError(`The alphabet size must be a whole number of at least 2 (got ${alphabetSize}).`);
  if (!Number.isInteger(length) || length < 1) throw new ToolInputError(`The length must be a whole number of at least 1 (got ${length}).`);
  if (!(probability > 0 && probability < 1)) throw new ToolInputError(`The probability must be between 0 and 1 (got ${probability}).`);
  const lnH = length * Math.log(alphabetSize);
  return Math.exp(0.5 * (Math.LN2 + lnH + Math.log(-Math.log1p(-probability))));
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/**
 * Writes a large count for people: whole numbers with thousands separators below a million
 * ("9,292"), otherwise two significant digits and a power of ten ("6.1 × 10⁸").
 *
 * @param count - a non-negative number.
 * @returns the text.
 */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return '∞';
  if (count < 1e6) return Math.round(count).toLocaleString('en-US');
  const [mantissa, exponent] = count.toExponential(1).split('e+') as [string, string];
  return `${mantissa} × 10${[...exponent].map((d) => SUPERSCRIPTS[Number(d)]).join('')}`;
}
