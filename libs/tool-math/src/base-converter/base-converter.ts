import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * The digit alphabets: `default` is 0–9, a–z, A–Z, +, / (digit values 0–63; for bases up to
 * 36 letters are read in either case, as in most languages' integer parsers such as
 * JavaScript's `parseInt` and Python's `int`); `rfc4648` is the order of the Base64 alphabet
 * (RFC 4648 §4: A–Z, a–z, 0–9, +, /), case-sensitive, for integers written in Base64 digits.
 */
export type BaseAlphabet = 'default' | 'rfc4648';

const ALPHABETS: Record<BaseAlphabet, string> = {
  default: '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+/',
  rfc4648: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
};

/** The most digits an input may have (10,000: every output is computed in well under 50 ms). */
export const MAX_BASE_INPUT_DIGITS = 10_000;

/** Options for reading an integer. */
export interface ParseIntegerInBaseOptions {
  /** Digit alphabet (default `default`). */
  alphabet?: BaseAlphabet;
  /**
   * Reads the prefixes `0x`, `0o`, `0b` (and Visual Basic's `&H`, `&O`, `&B`), which set the
   * base, and C/JavaScript integer suffixes (`u`, `l`, `ul`, `ll`, `ull`, `n`) after a prefixed
   * number (default true).
   */
  prefixes?: boolean;
}

/** A parsed integer and the base it was read in. */
export interface ParsedIntegerInBase {
  value: bigint;
  /** The base actually used: the one asked for, or the one a prefix set. */
  base: number;
  /** The prefix read, if any (`0x`…). */
  prefix: string | null;
}

function checkBase(base: number, what = 'The base'): void {
  if (!Number.isInteger(base) || base < 2 || base > 64) throw new ToolInputError(`${what} must be a whole number from 2 to 64.`);
}

function alphabetOf(alphabet: BaseAlphabet | undefined): string {
  const a = ALPHABETS[alphabet ?? 'default'];
  if (a === undefined) throw new ToolInputError(`Unknown digit alphabet "${String(alphabet).slice(0, 40)}".`);
  return a;
}

const PREFIXES: readonly [RegExp, number][] = [
  [/^(0x|&h)/i, 16],
  [/^(0o|&o)/i, 8],
  [/^(0b|&b)/i, 2],
];

/**
 * Reads an integer written in a base from 2 to 64, of any size.
 *
 * Spaces, underscores and apostrophes between digits are ignored (`1111_0000`, `1 000 000`,
 * C++'s `1'000`); a leading `-` (or U+2212 minus) or `+` gives the sign.
 *
 * @param text - the integer as typed.
 * @param base - its base, 2–64 (a prefix, when `prefixes` is on, overrides it).
 * @param options - alphabet and prefix handling (see {@link ParseIntegerInBaseOptions}).
 * @returns the value, the base used and the prefix.
 * @throws ToolInputError when the text is empty, too long, or has a character that is not a
 *   digit of the base: the message names the character and its 1-based position (and
 *   `position` holds its 0-based offset in `text`).
 */
export function parseIntegerInBase(text: string, base: number, options: ParseIntegerInBaseOptions = {}): ParsedIntegerInBase {
  checkBase(base);
  const digitsOf = alphabetOf(options.alphabet);
  if (text.length > MAX_BASE_INPUT_DIGITS * 2) throw new ToolInputError(`The number is too long: at most ${MAX_BASE_INPUT_DIGITS} digits.`);
  let i = 0;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  let end = text.length;
  while (end > i && /\s/.test(text[end - 1]!)) end--;
  if (i === end) throw new ToolInputError('Enter a number.');
  let negative = false;
  if (text[i] === '-' || text[i] === '\u2212' || text[i] === '+') {
    negative = text[i] !== '+';
    i++;
  }
  let usedBase = base;
  let prefix: string | null = null;
  if (options.prefixes !== false) {
    for (const [re, b] of PREFIXES) {
      const m = re.exec(text.slice(i, end));
      if (m && i + 2 < end) {
        prefix = m[0];
        usedBase = b;
        i += 2;
        const suffix = /(ull|ul|ll|u|l|n)$/i.exec(text.slice(i, end));
        if (suffix && b <= 16 && i + suffix[0].length < end) end -= suffix[0].length;
        break;
      }
    }
  }
  const caseless = usedBase <= 36 && (options.alphabet ?? 'default') === 'default';
  const valid = digitsOf.slice(0, usedBase);
  let value = 0n;
  let count = 0;
  const native = (options.alphabet ?? 'default') === 'default' && (usedBase === 2 || usedBase === 8 || usedBase === 10 || usedBase === 16);
  const digits: string[] = [];
  // Digits are accumulated in chunks that fit a double exactly, then folded into the BigInt
  // (bases other than 2, 8, 10 and 16, which BigInt reads natively).
  let chunk = 0;
  let chunkScale = 1;
  for (let k = i; k < end; k++) {
    const ch = text[k]!;
    if ((ch === ' ' || ch === '_' || ch === "'" || ch === '\u00a0' || ch === '\u202f') && count > 0 && k + 1 < end) continue;
    const d = valid.indexOf(caseless ? ch.toLowerCase() : ch);
    if (d < 0) {
      const shown = ch === ' ' ? 'a space' : `"${ch}"`;
      const why =
        ch === '.' || ch === ','
          ? ' Only whole numbers can be converted.'
          : digitsOf.indexOf(caseless ? ch.toLowerCase() : ch) >= 0
            ? ` Base ${usedBase} digits are ${valid.length <= 16 ? valid.split('').join(' ') : `${valid[0]}–${valid[valid.length - 1]}`}.`
            : '';
      throw new ToolInputError(`${shown} at position ${k + 1} is not a digit of base ${usedBase}.${why}`, { position: k });
    }
    count++;
    if (count > MAX_BASE_INPUT_DIGITS) throw new ToolInputError(`The number is too long: at most ${MAX_BASE_INPUT_DIGITS} digits.`);
    if (native) {
      digits.push(valid[d]!);
      continue;
    }
    chunk = chunk * usedBase + d;
    chunkScale *= usedBase;
    if (chunkScale > 2 ** 40) {
      value = value * BigInt(chunkScale) + BigInt(chunk);
      chunk = 0;
      chunkScale = 1;
    }
  }
  if (count === 0) throw new ToolInputError(prefix ? `Enter digits after ${prefix}.` : 'Enter a number.');
  if (native) value = BigInt(`${({ 2: '0b', 8: '0o', 10: '', 16: '0x' } as Record<number, string>)[usedBase]}${digits.join('')}`);
  else value = value * BigInt(chunkScale) + BigInt(chunk);
  return { value: negative ? -value : value, base: usedBase, prefix };
}

/** Options for writing an integer. */
export interface FormatIntegerInBaseOptions {
  alphabet?: BaseAlphabet;
  /** Writes letters in upper case (bases 11–36 with the default alphabet; default false). */
  uppercase?: boolean;
  /** Puts `0b`, `0o` or `0x` before binary, octal and hexadecimal numbers (default false). */
  prefix?: boolean;
  /** Separates digit groups with a space: 4 digits in bases 2 and 16, 3 in others (default 0 = no grouping); or the group size. */
  group?: number;
}

/**
 * Writes an integer in a base from 2 to 64.
 *
 * @param value - the integer (any size, any sign).
 * @param base - the base, 2–64.
 * @param options - alphabet, letter case, prefix and digit grouping.
 * @returns the digits, with `-` for negatives (before the prefix: `-0x1f`).
 * @throws ToolInputError when the base is out of range.
 */
export function formatIntegerInBase(value: bigint, base: number, options: FormatIntegerInBaseOptions = {}): string {
  checkBase(base);
  const digitsOf = alphabetOf(options.alphabet);
  const negative = value < 0n;
  let n = negative ? -value : value;
  let digits: string;
  if ((options.alphabet ?? 'default') === 'default' && base <= 36) {
    digits = n.toString(base);
    if (options.uppercase) digits = digits.toUpperCase();
  } else {
    // Divide by base^k (k digits at a time, base^k < 2^48) so most of the work is on doubles.
    let k = 1;
    while (base ** (k + 1) < 2 ** 48) k++;
    const big = BigInt(base) ** BigInt(k);
    const groups: string[] = [];
    do {
      let r = Number(n % big);
      n /= big;
      let group = '';
      for (let j = 0; j < k; j++) {
        group = digitsOf[r % base]! + group;
        r = Math.floor(r / base);
      }
      groups.push(group);
    } while (n > 0n);
    digits = groups.reverse().join('').replace(new RegExp(`^${digitsOf[0]}+(?=.)`), '');
  }
  const size = options.group && options.group > 0 ? Math.trunc(options.group) : 0;
  if (size > 0) digits = digits.replace(new RegExp(`\\B(?=(.{${size}})+$)`, 'g'), ' ');
  const prefix = options.prefix ? ({ 2: '0b', 8: '0o', 16: '0x' } as Record<number, string>)[base] ?? '' : '';
  return `${negative ? '-' : ''}${prefix}${digits}`;
}

/**
 * Converts an integer's digits from one base to another.
 *
 * @param text - the integer in `fromBase` (see {@link parseIntegerInBase}).
 * @param fromBase - 2–64 (a prefix overrides it when `prefixes` is on).
 * @param toBase - 2–64.
 * @param options - reading and writing options.
 * @returns the digits in `toBase`.
 * @throws ToolInputError as {@link parseIntegerInBase} and {@link formatIntegerInBase} do.
 */
export function convertBase(text: string, fromBase: number, toBase: number, options: ParseIntegerInBaseOptions & FormatIntegerInBaseOptions = {}): string {
  return formatIntegerInBase(parseIntegerInBase(text, fromBase, options).value, toBase, options);
}

/** The usual group size for a base: 4 digits for bases 2 and 16, 3 for others. */
export function defaultDigitGroupSize(base: number): number {
  return base === 2 || base === 16 ? 4 : 3;
}
