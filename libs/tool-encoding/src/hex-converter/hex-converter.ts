import { ToolInputError } from '@handy-tools/ui/kit';
import { charAt, describeLocation, inputErrorAt, showChar } from '../shared/text.js';
import { decodeUtf8In, encodeUtf8 } from '../shared/utf8.js';

/** How the bytes are separated in hex output: nothing, a space, a colon, or a `0x` prefix (and a space). */
export type HexSeparator = 'none' | 'space' | 'colon' | '0x';

/** Options of {@link textToHex} and {@link bytesToHex}. */
export interface HexEncodeOptions {
  /** Between bytes: `none` (`666F`), `space` (`66 6F`), `colon` (`66:6F`), `0x` (`0x66 0x6F`). Default `none`. */
  separator?: HexSeparator;
  /** Digits A–F in upper case (RFC 4648 §8 uses upper case) or lower case. Default `upper`. */
  letterCase?: 'upper' | 'lower';
}

/**
 * Writes bytes in hexadecimal, two digits per byte (Base16, RFC 4648 §8).
 *
 * @param bytes - the bytes.
 * @param options - separator and letter case; see {@link HexEncodeOptions}.
 * @returns the hex text ('' for no bytes).
 * @see https://www.rfc-editor.org/rfc/rfc4648#section-8
 * @example bytesToHex(new Uint8Array([0xc3, 0xa9]), { separator: 'space' }) // 'C3 A9'
 */
export function bytesToHex(bytes: Uint8Array, options: HexEncodeOptions = {}): string {
  const { separator = 'none', letterCase = 'upper' } = options;
  const digits = Array.from(bytes, (b) => {
    const pair = b.toString(16).padStart(2, '0');
    return letterCase === 'upper' ? pair.toUpperCase() : pair;
  });
  if (separator === '0x') return digits.map((d) => `0x${d}`).join(' ');
  return digits.join(separator === 'space' ? ' ' : separator === 'colon' ? ':' : '');
}

/**
 * Encodes text as the hexadecimal of its UTF-8 bytes (RFC 3629 for UTF-8, RFC 4648 §8 Base16).
 *
 * @param text - any text.
 * @param options - separator and letter case; see {@link HexEncodeOptions}.
 * @returns the hex text, e.g. `666F6F626172` for `foobar` and `C3A9` for `é`.
 * @throws ToolInputError when the text holds an unpaired UTF-16 surrogate, naming its position.
 * @see https://www.rfc-editor.org/rfc/rfc4648#section-8
 */
export function textToHex(text: string, options: HexEncodeOptions = {}): string {
  return bytesToHex(encodeUtf8(text), options);
}

const isHexDigit = (c: string | undefined) => c !== undefined && ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'));
const isSeparator = (c: string) => c === ':' || c === ',' || c === '-' || c === ';' || /^\s$/u.test(c);

/** Parsed hex: the bytes and where each one is written in the text. */
export interface ParsedHex {
  /** The bytes. */
  bytes: Uint8Array<ArrayBuffer>;
  /** 0-based UTF-16 offset of each byte's first digit in the text. */
  starts: number[];
}

/** Options of {@link parseHex}: more notations to accept, besides the built-in ones. */
export interface HexParseOptions {
  /** Prefixes a byte may carry besides `0x` and `\x`, e.g. `&H` or `$` (matched ignoring ASCII case). */
  prefixes?: readonly string[];
  /** Separators that may stand between bytes besides whitespace, `:`, `,`, `;` and `-`, e.g. ` | ` (matched ignoring ASCII case). */
  separators?: readonly string[];
}

/** A custom prefix or separator, as {@link parseHex} matches it. */
interface Token {
  text: string;
  lower: string;
  prefix: boolean;
}

/**
 * Whether a byte prefix or separator can be read back by {@link parseHex}: it must not end with a
 * hex digit, or the digits after it could not be told apart from it (`00` could be a byte, and
 * with the separator `&a` and the prefix `&`, `&a0` could be `&` + `a0` as well as `&a` + `0`).
 *
 * @param affix - the prefix or separator.
 * @returns false for a text ending with 0–9, A–F or a–f.
 */
export function isReadableHexAffix(affix: string): boolean {
  return !/[0-9A-Fa-f]$/.test(affix);
}

/**
 * Checks and orders the custom prefixes and separators, longest first so that `0x,` wins over `0x`.
 *
 * @throws ToolInputError for a token that ends with a hex digit (see {@link isReadableHexAffix}).
 */
function customTokens(options: HexParseOptions): Token[] {
  const tokens: Token[] = [];
  const add = (text: string, prefix: boolean) => {
    if (text === '' || /^\s+$/u.test(text)) return;
    if (!isReadableHexAffix(text)) {
      throw new ToolInputError(
        `The ${prefix ? 'prefix' : 'separator'} "${text}" ends with a hex digit, so it cannot be told apart from the bytes: choose one that ends with another character.`,
      );
    }
    tokens.push({ text, lower: text.toLowerCase(), prefix });
  };
  for (const p of options.prefixes ?? []) add(p, true);
  for (const sep of options.separators ?? []) add(sep, false);
  return tokens.sort((x, y) => y.text.length - x.text.length);
}

/**
 * Reads hexadecimal bytes (Base16, RFC 4648 §8), leniently about layout: digits in either case;
 * bytes may be run together or separated by whitespace, `:`, `,`, `;` or `-`, and each may
 * carry a `0x` or `\x` prefix (`66 6F`, `66:6F`, `0x66, 0x6F`, `\x66\x6F`); `options` adds more
 * prefixes and separators (`&H66 &H6F`, `66 | 6F`). Each run of digits between separators must
 * have an even number of digits (two per byte).
 *
 * @param text - the hex text.
 * @param options - extra prefixes and separators; see {@link HexParseOptions}.
 * @returns the bytes and their positions; see {@link ParsedHex}.
 * @throws ToolInputError for a character that is not a hex digit or separator, a run with an odd
 *   number of digits, or a prefix with no digits after it, naming the position (or line and
 *   column); or for a custom prefix or separator that ends with a hex digit.
 * @see https://www.rfc-editor.org/rfc/rfc4648#section-8
 */
export function parseHex(text: string, options: HexParseOptions = {}): ParsedHex {
  const tokens = customTokens(options);
  const bytes: number[] = [];
  const starts: number[] = [];
  const where = (i: number) => describeLocation(text, i);
  let runStart = -1; // offset of the first digit of the current run of digits
  let runLength = 0;
  const endRun = () => {
    if (runLength % 2 === 1) {
      const run = text.slice(runStart, runStart + runLength);
      const shown = run.length > 20 ? `${run.slice(0, 8)}…${run.slice(-8)}` : run;
      throw inputErrorAt(
        `Odd number of hex digits (${runLength}) in "${shown}" at ${where(runStart)}: every byte takes two digits; the last digit "${text[runStart + runLength - 1]}" at ${where(runStart + runLength - 1)} has no pair.`,
        text,
        runStart + runLength - 1,
      );
    }
    runStart = -1;
    runLength = 0;
  };
  const prefixNeedsDigits = (prefix: string, at: number, after: number) => {
    if (isHexDigit(text[after])) return;
    const found = text[after] === undefined ? '' : ` (found ${showChar(charAt(text, after))})`;
    throw inputErrorAt(`Prefix "${prefix}" at ${where(at)} is not followed by hex digits${found}.`, text, at);
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    const next = text[i + 1];
    // A custom prefix or separator (one that starts with a hex digit only between bytes): the
    // longest that fits, a prefix only when digits follow it (the same text may be both).
    const matching = tokens.filter((k) => (runLength % 2 === 0 || !isHexDigit(k.text[0])) && text.slice(i, i + k.text.length).toLowerCase() === k.lower);
    if (matching.length > 0) {
      endRun();
      const token = matching.find((k) => !k.prefix || isHexDigit(text[i + k.text.length]));
      if (!token) prefixNeedsDigits(text.slice(i, i + (matching[0] as Token).text.length), i, i + (matching[0] as Token).text.length);
      i += (token as Token).text.length;
      continue;
    }
    // A "0x" or "\x" prefix may start a byte (never in the middle of one).
    if (runLength % 2 === 0 && (c === '0' || c === '\\') && (next === 'x' || next === 'X')) {
      endRun();
      prefixNeedsDigits(`${c}${next}`, i, i + 2);
      i += 2;
      continue;
    }
    if (isHexDigit(c)) {
      if (runLength === 0) runStart = i;
      if (runLength % 2 === 0) starts.push(i);
      else bytes.push(parseInt(text.slice(i - 1, i + 1), 16));
      runLength++;
      i++;
      continue;
    }
    if (isSeparator(c)) {
      endRun();
      i++;
      continue;
    }
    const ch = charAt(text, i);
    throw inputErrorAt(
      `Invalid character ${showChar(ch)} at ${where(i)}: hexadecimal uses only the digits 0–9 and A–F (bytes may be separated by spaces, ":" or ",", or prefixed with "0x").`,
      text,
      i,
    );
  }
  endRun();
  return { bytes: Uint8Array.from(bytes), starts };
}

/**
 * Decodes hexadecimal to bytes; see {@link parseHex} for the accepted layouts.
 *
 * @param text - the hex text.
 * @returns the bytes.
 * @throws ToolInputError as {@link parseHex}.
 */
export function hexToBytes(text: string): Uint8Array<ArrayBuffer> {
  return parseHex(text).bytes;
}

/**
 * Decodes hexadecimal to text: the bytes are read as UTF-8 (RFC 3629), strictly.
 *
 * @param text - the hex text, e.g. `66 6F 6F`, `0x66,0x6f` or `C3A9`.
 * @returns the decoded text.
 * @throws ToolInputError for bad hex (see {@link parseHex}) or bytes that are not UTF-8, naming
 *   the byte and its position in the hex text.
 * @see https://www.rfc-editor.org/rfc/rfc4648#section-8
 */
export function hexToText(text: string): string {
  const { bytes, starts } = parseHex(text);
  return decodeUtf8In(bytes, { source: text, starts, show: (k) => `"${text.slice(starts[k], (starts[k] as number) + 2).toUpperCase()}"` });
}
