import { ToolInputError } from '@handy-tools/ui/kit';
import { byteStream, cryptoFill, uniformIndex, type RandomFill } from '../shared/random.js';

/**
 * The character sets a token can draw from, all printable ASCII: the 26 upper-case and 26
 * lower-case Latin letters, the 10 digits, and the 32 punctuation characters of ASCII
 * (every printable character from `!` to `~` that is not a letter or digit; the OWASP list
 * of password special characters minus the space).
 */
export const CHARACTER_SETS = {
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  numbers: '0123456789',
  symbols: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
} as const;

/** The name of a character set: `uppercase`, `lowercase`, `numbers` or `symbols`. */
export type CharacterSetName = keyof typeof CHARACTER_SETS;

/**
 * Characters left out when look-alikes are excluded: capital I, small l, digit 1 and the
 * bar; capital O, small o and digit 0; the backtick and the apostrophe.
 */
export const LOOK_ALIKE_CHARACTERS = 'Il1|O0o`\'';

/** Shortest and longest token. */
export const TOKEN_LENGTH_MIN = 1;
export const TOKEN_LENGTH_MAX = 512;
/** Fewest and most tokens made at once. */
export const TOKEN_COUNT_MIN = 1;
export const TOKEN_COUNT_MAX = 1000;
/** Longest list of excluded characters. */
export const EXCLUDED_CHARACTERS_MAX = 200;

/** Options of {@link generateToken}: the length and which character sets to use. */
export interface TokenOptions {
  /** Number of characters, a whole number from 1 to 512. */
  length: number;
  uppercase: boolean;
  lowercase: boolean;
  numbers: boolean;
  symbols: boolean;
  /** Leaves out {@link LOOK_ALIKE_CHARACTERS}. */
  excludeLookAlike?: boolean;
  /** Characters to leave out as well, in any order (repeats and characters of no chosen set are ignored). */
  exclude?: string;
}

/**
 * Builds the alphabet a token is drawn from.
 *
 * @param options - which character sets to use, whether to leave out look-alikes, and other
 *   characters to leave out.
 * @returns the chosen sets' characters, concatenated in the order upper case, lower case,
 *   digits, symbols, without duplicates and without the excluded characters.
 * @throws ToolInputError when no character set is chosen, when the excluded characters are
 *   more than 200, or when they leave no character to draw from.
 */
export function tokenAlphabet(options: Omit<TokenOptions, 'length'>): string {
  const names = (Object.keys(CHARACTER_SETS) as CharacterSetName[]).filter((name) => options[name]);
  if (names.length === 0) throw new ToolInputError('Choose at least one character set: uppercase, lowercase, numbers or symbols.');
  const excluded = Array.from(options.exclude ?? '');
  if (excluded.length > EXCLUDED_CHARACTERS_MAX) throw new ToolInputError(`At most ${EXCLUDED_CHARACTERS_MAX} excluded characters (got ${excluded.length}).`);
  if (options.excludeLookAlike) excluded.push(...LOOK_ALIKE_CHARACTERS);
  const alphabet = Array.from(names.map((name) => CHARACTER_SETS[name]).join('')).filter((c) => !excluded.includes(c)).join('');
  if (alphabet === '') throw new ToolInputError('Every character of the chosen sets is excluded: remove some excluded characters or choose another set.');
  return alphabet;
}

/**
 * Checks a number of tokens.
 *
 * @param count - the requested number of tokens.
 * @returns the count, unchanged, when it is a whole number from 1 to 1000.
 * @throws ToolInputError when it is not a whole number or is out of that range.
 */
export function checkTokenCount(count: number): number {
  if (!Number.isInteger(count) || count < TOKEN_COUNT_MIN || count > TOKEN_COUNT_MAX) {
    const got = Number.isNaN(count) ? 'nothing' : String(count);
    throw new ToolInputError(`Number of tokens must be a whole number from ${TOKEN_COUNT_MIN} to ${TOKEN_COUNT_MAX} (got ${got}).`);
  }
  return count;
}

/**
 * Checks a token length.
 *
 * @param length - the requested number of characters.
 * @returns the length, unchanged, when it is a whole number from 1 to 512.
 * @throws ToolInputError when it is not a whole number or is out of that range.
 */
export function checkTokenLength(length: number): number {
  if (!Number.isInteger(length) || length < TOKEN_LENGTH_MIN || length > TOKEN_LENGTH_MAX) {
    const got = Number.isNaN(length) ? 'nothing' : String(length);
    throw new ToolInputError(`Length must be a whole number from ${TOKEN_LENGTH_MIN} to ${TOKEN_LENGTH_MAX} (got ${got}).`);
  }
  return length;
}

/**
 * The entropy of a token whose characters are drawn independently and uniformly:
 * length × log2(alphabet size) bits (the Shannon entropy of a uniform choice among
 * alphabetSize^length strings).
 *
 * @param length - the number of characters.
 * @param alphabetSize - the number of distinct characters each one is drawn from (≥ 1).
 * @returns the entropy in bits (0 for an alphabet of one character).
 */
export function tokenEntropyBits(length: number, alphabetSize: number): number {
  return length * Math.log2(alphabetSize);
}

/**
 * Generates a random token: each character drawn independently and uniformly from the
 * chosen sets with {@link uniformIndex} (rejection sampling, no modulo bias) over bytes
 * from `crypto.getRandomValues`. It does not force one character of each set, so every
 * string over the alphabet is equally likely and the entropy is exactly
 * {@link tokenEntropyBits}.
 *
 * The result is a secret: do not log it, store it or put it in a URL.
 *
 * @param options - the length (1–512) and the character sets.
 * @param fill - the random source; `crypto.getRandomValues` unless a test injects another.
 * @returns the token, `length` characters long.
 * @throws ToolInputError when the length is out of range or no character set is chosen.
 */
export function generateToken(options: TokenOptions, fill: RandomFill = cryptoFill): string {
  return generateTokens({ ...options, count: 1 }, fill)[0]!;
}

/**
 * Generates several random tokens at once (see {@link generateToken}): each one drawn
 * independently, character by character, uniformly from the alphabet (rejection sampling over
 * `crypto.getRandomValues` bytes, no modulo bias). Tokens may repeat (with negligible
 * probability for useful lengths).
 *
 * The results are secrets: do not log, store or put them in a URL.
 *
 * @param options - the length (1–512), the character sets and exclusions, and `count` (1–1000).
 * @param fill - the random source; `crypto.getRandomValues` unless a test injects another.
 * @returns `count` tokens, each `length` characters long.
 * @throws ToolInputError when the length or count is out of range, or the alphabet is empty.
 */
export function generateTokens(options: TokenOptions & { count: number }, fill: RandomFill = cryptoFill): string[] {
  const length = checkTokenLength(options.length);
  const count = checkTokenCount(options.count);
  const alphabet = Array.from(tokenAlphabet(options));
  const next = byteStream(fill, Math.min(2 * length * count, 4096));
  const tokens: string[] = [];
  for (let t = 0; t < count; t++) {
    let token = '';
    for (let i = 0; i < length; i++) token += alphabet[uniformIndex(alphabet.length, next)];
    tokens.push(token);
  }
  return tokens;
}
