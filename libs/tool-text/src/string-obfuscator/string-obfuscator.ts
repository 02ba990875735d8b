import { ToolInputError } from '@handy-tools/ui/kit';
import { graphemes } from '../shared/graphemes.js';

/** Options of {@link obfuscateString}. */
export interface ObfuscateOptions {
  /** How many characters (graphemes) to keep visible at the start. Default 4. */
  keepFirst?: number;
  /** How many characters (graphemes) to keep visible at the end. Default 4. */
  keepLast?: number;
  /** The mask: exactly one user-perceived character. Default `*`. */
  maskChar?: string;
  /** Keep whitespace (spaces, tabs, line breaks) visible inside the masked part. Default true. */
  keepSpaces?: boolean;
  /** `text` (default): the whole text is one secret; `line`: each line is obfuscated on its own (a list of keys). */
  per?: 'text' | 'line';
  /** Replace the masked part with this many mask characters, hiding its length (0 or absent: one per character). */
  fixedMaskLength?: number;
}

const WHITESPACE = /^\s+$/u;

function obfuscateOne(text: string, keepFirst: number, keepLast: number, mask: string, keepSpaces: boolean, fixed: number): string {
  const chars = graphemes(text);
  if (keepFirst + keepLast >= chars.length) return text;
  const head = chars.slice(0, keepFirst).join('');
  const tail = keepLast === 0 ? '' : chars.slice(chars.length - keepLast).join('');
  const middle = chars.slice(keepFirst, chars.length - keepLast);
  if (fixed > 0) return head + mask.repeat(fixed) + tail;
  return head + middle.map((c) => (keepSpaces && WHITESPACE.test(c) ? c : mask)).join('') + tail;
}

/**
 * Hides a secret (a key, a token, a card number) except its first and last characters:
 * `obfuscateString('sk-1234567890abcd')` → `sk-1*********abcd`. Characters are user-perceived
 * characters (UAX #29 grapheme clusters), so an emoji or an accented letter is never cut in half.
 * When `keepFirst + keepLast` covers the whole text, it is returned unchanged.
 *
 * @param text - The text to obfuscate (any string; empty gives empty).
 * @param options - {@link ObfuscateOptions}.
 * @returns The obfuscated text.
 * @throws ToolInputError when `maskChar` is not exactly one character, or a count is negative or not an integer.
 */
export function obfuscateString(text: string, options: ObfuscateOptions = {}): string {
  const keepFirst = options.keepFirst ?? 4;
  const keepLast = options.keepLast ?? 4;
  const fixed = options.fixedMaskLength ?? 0;
  for (const [name, n] of [
    ['Keep first', keepFirst],
    ['Keep last', keepLast],
    ['Mask length', fixed],
  ] as const)
    if (!Number.isInteger(n) || n < 0) throw new ToolInputError(`${name}: enter a whole number, 0 or more.`);
  const mask = options.maskChar ?? '*';
  if (graphemes(mask).length !== 1) throw new ToolInputError('Mask character: enter exactly one character.');
  const keepSpaces = options.keepSpaces ?? true;
  if (options.per === 'line') return text.split(/(\r\n|\n|\r)/).map((part, i) => (i % 2 === 1 ? part : obfuscateOne(part, keepFirst, keepLast, mask, keepSpaces, fixed))).join('');
  return obfuscateOne(text, keepFirst, keepLast, mask, keepSpaces, fixed);
}
