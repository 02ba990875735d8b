import { fromUint8Array, toUint8Array } from 'js-base64';
import { charAt, describeLocation, inputErrorAt, showChar } from './text.js';

/** Options of Base64 encoding (RFC 4648). */
export interface Base64EncodeOptions {
  /** Use the URL and filename safe alphabet of RFC 4648 §5 (`-` and `_` instead of `+` and `/`). Default false. */
  urlSafe?: boolean;
  /** End with `=` padding to a multiple of 4 characters (RFC 4648 §3.2). Default true. */
  padding?: boolean;
}

/**
 * Which alphabet a decoder accepts: `standard` (RFC 4648 §4, `+` `/`), `url-safe`
 * (RFC 4648 §5, `-` `_`), or `any` (either one, but not both in the same text).
 */
export type Base64Alphabet = 'standard' | 'url-safe' | 'any';

/** Options of Base64 decoding. */
export interface Base64DecodeOptions {
  /** The alphabet to accept; default `any`. */
  alphabet?: Base64Alphabet;
}

/** Progress and cancellation of the chunked functions. */
export interface ChunkOptions {
  /** Aborts the work; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called after each chunk with bytes done and total bytes. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Encodes bytes as Base64 (RFC 4648 §4, or §5 with `urlSafe`).
 *
 * @param bytes - the data.
 * @param options - alphabet and padding; see {@link Base64EncodeOptions}.
 * @returns the Base64 text, without line breaks.
 * @see https://www.rfc-editor.org/rfc/rfc4648#section-4
 */
export function bytesToBase64(bytes: Uint8Array, options: Base64EncodeOptions = {}): string {
  const { urlSafe = false, padding = true } = options;
  // js-base64 drops the padding of URL-safe output; put it back when asked.
  let out = fromUint8Array(bytes, urlSafe);
  if (urlSafe && padding) out += '='.repeat((4 - (out.length % 4)) % 4);
  if (!urlSafe && !padding) out = out.replace(/=+$/, '');
  return out;
}

/** Bytes per chunk of {@link bytesToBase64Async}: a multiple of 3, so chunks join without padding. */
export const ENCODE_CHUNK_BYTES = 3 * 256 * 1024;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Encodes bytes as Base64 in chunks, yielding to the event loop between chunks so a page
 * stays responsive on large files. Same output as {@link bytesToBase64}.
 *
 * @param bytes - the data.
 * @param options - alphabet, padding, progress callback and abort signal.
 * @returns the Base64 text.
 * @throws the signal's reason (a DOMException `AbortError` by default) when aborted.
 * @see https://www.rfc-editor.org/rfc/rfc4648#section-4
 */
export async function bytesToBase64Async(bytes: Uint8Array, options: Base64EncodeOptions & ChunkOptions = {}): Promise<string> {
  const { signal, onProgress, ...encode } = options;
  const parts: string[] = [];
  for (let start = 0; start < bytes.length || start === 0; start += ENCODE_CHUNK_BYTES) {
    signal?.throwIfAborted();
    const end = Math.min(bytes.length, start + ENCODE_CHUNK_BYTES);
    // Only the last chunk can need padding: every other chunk is a multiple of 3 bytes long.
    parts.push(bytesToBase64(bytes.subarray(start, end), encode));
    onProgress?.(end, bytes.length);
    if (end >= bytes.length) break;
    await nextTask();
  }
  signal?.throwIfAborted();
  return parts.join('');
}

const isWhitespace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c;
const isAlnum = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39);

/** Well-formed Base64 without whitespace, per alphabet; group 1 is the padding. */
const FAST_SHAPES: Record<Base64Alphabet, RegExp> = {
  standard: /^[A-Za-z0-9+/]*(={0,2})$/,
  'url-safe': /^[A-Za-z0-9_-]*(={0,2})$/,
  any: /^(?:[A-Za-z0-9+/]*|[A-Za-z0-9_-]*)(={0,2})$/,
};

/**
 * Where a checked text came from, so errors point into what the user typed. Used when the
 * Base64 is part of a larger input (e.g. the data of a data URL).
 */
export interface SourceMap {
  /** The whole input the user typed. */
  source: string;
  /** Maps an offset in the checked text to an offset in `source`. */
  toSource: (index: number) => number;
}

/**
 * Checks Base64 text strictly and returns its data characters (whitespace and padding removed).
 * Spaces, tabs and line breaks are ignored (MIME wraps Base64 in lines, RFC 2045 §6.8); anything
 * else outside the alphabet is an error, as RFC 4648 §3.3 asks. Padding may be omitted, but when
 * present it must be right (RFC 4648 §3.2).
 *
 * @param input - the Base64 text.
 * @param alphabet - the alphabet to accept.
 * @param map - where `input` sits in the user's text, for error positions.
 * @returns the data characters, without whitespace and padding.
 * @throws ToolInputError naming the bad character and its position, mixed alphabets, misplaced
 *   or wrong padding, or an impossible length.
 */
export function cleanBase64(input: string, alphabet: Base64Alphabet = 'any', map?: SourceMap): string {
  // Fast path for valid input (native regular expressions); the loop below finds the exact problem.
  const compact = input.replace(/[ \t\n\r\f]+/g, '');
  const shape = FAST_SHAPES[alphabet].exec(compact);
  if (shape) {
    const pads = shape[1]?.length ?? 0;
    const rest = (compact.length - pads) % 4;
    if (rest !== 1 && (pads === 0 || (rest !== 0 && pads === 4 - rest))) return compact.slice(0, compact.length - pads);
  }

  const source = map?.source ?? input;
  const toSource = map?.toSource ?? ((i: number) => i);
  const fail = (message: (where: string) => string, index: number): never => {
    const at = toSource(index);
    throw inputErrorAt(message(describeLocation(source, at)), source, at);
  };

  let count = 0; // data characters seen
  let lastGroupStart = -1; // offset of the first character of the current 4-character group
  let padStart = -1;
  let padCount = 0;
  let standardAt = -1;
  let urlSafeAt = -1;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (isWhitespace(c)) continue;
    if (c === 0x3d /* = */) {
      if (padStart < 0) padStart = i;
      padCount++;
      continue;
    }
    const ch = input[i] as string;
    const standardChar = c === 0x2b || c === 0x2f; // + /
    const urlSafeChar = c === 0x2d || c === 0x5f; // - _
    if (!standardChar && !urlSafeChar && !isAlnum(c)) {
      const shown = showChar(charAt(input, i));
      const allowed =
        alphabet === 'url-safe' ? 'A–Z, a–z, 0–9, "-" and "_"' : alphabet === 'standard' ? 'A–Z, a–z, 0–9, "+" and "/"' : 'A–Z, a–z, 0–9, "+" and "/" (or "-" and "_")';
      fail((where) => `Invalid character ${shown} at ${where}: Base64 uses only ${allowed}, with "=" padding at the end.`, i);
    }
    if (padStart >= 0) {
      const padAt = padStart;
      fail(
        (where) =>
          `Padding "=" at ${where} is followed by more Base64 data ("${ch}" at ${describeLocation(source, toSource(i))}): "=" may only appear at the end.`,
        padAt,
      );
    }
    if (standardChar) {
      if (alphabet === 'url-safe') {
        fail((where) => `Invalid character "${ch}" at ${where}: the URL-safe alphabet uses "-" and "_" instead of "+" and "/".`, i);
      }
      if (urlSafeAt >= 0) {
        const other = input[urlSafeAt] as string;
        fail(
          (where) =>
            `Character "${ch}" at ${where} belongs to the standard Base64 alphabet, but "${other}" at ${describeLocation(source, toSource(urlSafeAt))} belongs to the URL-safe one: a Base64 text cannot mix both.`,
          i,
        );
      }
      if (standardAt < 0) standardAt = i;
    } else if (urlSafeChar) {
      if (alphabet === 'standard') {
        fail((where) => `Invalid character "${ch}" at ${where}: the standard alphabet uses "+" and "/" ("-" and "_" are URL-safe Base64).`, i);
      }
      if (standardAt >= 0) {
        const other = input[standardAt] as string;
        fail(
          (where) =>
            `Character "${ch}" at ${where} belongs to the URL-safe Base64 alphabet, but "${other}" at ${describeLocation(source, toSource(standardAt))} belongs to the standard one: a Base64 text cannot mix both.`,
          i,
        );
      }
      if (urlSafeAt < 0) urlSafeAt = i;
    }
    if (count % 4 === 0) lastGroupStart = i;
    count++;
  }

  const rest = count % 4;
  if (rest === 1) {
    fail(
      (where) =>
        `Wrong length: ${count} Base64 character${count === 1 ? '' : 's'}, but the last group (at ${where}) has a single character, which cannot encode a byte. The text may be cut short or have one character too many.`,
      lastGroupStart,
    );
  }
  if (padCount > 0) {
    const expected = rest === 0 ? 0 : 4 - rest;
    if (expected === 0) {
      fail((where) => `Unexpected padding "=" at ${where}: the data already ends with a complete group of 4 characters.`, padStart);
    }
    if (padCount !== expected) {
      fail(
        (where) =>
          `Wrong padding at ${where}: a last group of ${rest} characters takes ${expected} "=", but ${padCount} ${padCount === 1 ? 'is' : 'are'} given.`,
        padStart,
      );
    }
  }
  return input.replace(/[ \t\n\r\f=]+/g, '');
}

/** Characters decoded per step of {@link base64ToBytes}: a multiple of 4 (whole groups). */
const DECODE_CHUNK_CHARS = 4 * 64 * 1024;

/**
 * Decodes checked Base64 data characters (as returned by {@link cleanBase64}) to bytes, in
 * chunks so that large inputs do not build huge intermediate arrays.
 */
function decodeClean(data: string): Uint8Array<ArrayBuffer> {
  const total = Math.floor((data.length * 3) / 4);
  const out = new Uint8Array(total);
  let offset = 0;
  for (let start = 0; start < data.length; start += DECODE_CHUNK_CHARS) {
    const part = toUint8Array(data.slice(start, start + DECODE_CHUNK_CHARS));
    out.set(part, offset);
    offset += part.length;
  }
  return offset === total ? out : out.slice(0, offset);
}

/**
 * Decodes Base64 text to bytes, strictly (RFC 4648 §3.3: characters outside the alphabet are
 * rejected). Whitespace is ignored; padding may be omitted.
 *
 * @param input - Base64 text in the standard (§4) or URL-safe (§5) alphabet.
 * @param options - which alphabet to accept (default: either, not mixed).
 * @returns the decoded bytes (empty for empty input).
 * @throws ToolInputError for an invalid character (with its position), mixed alphabets,
 *   misplaced or wrong padding, or an impossible length.
 * @see https://www.rfc-editor.org/rfc/rfc4648#section-4
 */
export function base64ToBytes(input: string, options: Base64DecodeOptions = {}): Uint8Array<ArrayBuffer> {
  return decodeClean(cleanBase64(input, options.alphabet ?? 'any'));
}

/**
 * {@link base64ToBytes} for Base64 that is part of a larger input: error positions point into
 * `map.source`.
 *
 * @param input - the Base64 text.
 * @param alphabet - the alphabet to accept.
 * @param map - where `input` sits in the user's text.
 * @returns the decoded bytes.
 * @throws ToolInputError as {@link base64ToBytes}, located in `map.source`.
 */
export function base64ToBytesIn(input: string, alphabet: Base64Alphabet, map: SourceMap): Uint8Array<ArrayBuffer> {
  return decodeClean(cleanBase64(input, alphabet, map));
}
