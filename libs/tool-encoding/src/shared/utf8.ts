import { ToolInputError } from '@handy-tools/ui/kit';
import { assertWellFormed, describeLocation, inputErrorAt } from './text.js';

/** The first ill-formed UTF-8 sequence found in some bytes. */
export interface Utf8Problem {
  /** 0-based offset of the first byte of the bad sequence. */
  start: number;
  /** Number of bytes that make up the bad part (the offending byte included when there is one). */
  length: number;
  /**
   * `lead`: the byte cannot start a character (0x80–0xBF, 0xC0, 0xC1, 0xF5–0xFF);
   * `continuation`: a multi-byte character is cut short by a byte that cannot continue it
   * (also overlong forms, surrogates and code points above U+10FFFF);
   * `truncated`: the bytes end inside a multi-byte character.
   */
  kind: 'lead' | 'continuation' | 'truncated';
}

/**
 * Finds the first ill-formed sequence in UTF-8 bytes, following the UTF-8 decoder of the
 * WHATWG Encoding Standard §4.1 (the same rules as `TextDecoder` with `fatal: true`, and as
 * Unicode 16.0 Table 3-7 "Well-Formed UTF-8 Byte Sequences").
 *
 * @param bytes - the bytes to check.
 * @returns the first problem, or null when the bytes are well-formed UTF-8.
 */
export function findUtf8Problem(bytes: ArrayLike<number>): Utf8Problem | null {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lower = 0x80;
    let upper = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lower = 0xa0;
      if (b === 0xed) upper = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lower = 0x90;
      if (b === 0xf4) upper = 0x8f;
    } else return { start: i, length: 1, kind: 'lead' };
    for (let k = 1; k <= need; k++) {
      if (i + k >= bytes.length) return { start: i, length: k, kind: 'truncated' };
      const c = bytes[i + k] as number;
      const lo = k === 1 ? lower : 0x80;
      const hi = k === 1 ? upper : 0xbf;
      if (c < lo || c > hi) return { start: i, length: k + 1, kind: 'continuation' };
    }
    i += need + 1;
  }
  return null;
}

/** Formats bytes as `0xE2 0x82` for messages. */
export function hexBytes(bytes: ArrayLike<number>, start: number, length: number): string {
  const out: string[] = [];
  for (let i = start; i < start + length && i < bytes.length; i++) {
    out.push(`0x${(bytes[i] as number).toString(16).toUpperCase().padStart(2, '0')}`);
  }
  return out.join(' ');
}

/**
 * Decodes UTF-8 bytes to text, refusing malformed input rather than showing U+FFFD
 * replacement characters (WHATWG Encoding Standard, `TextDecoder` with `fatal: true`).
 * A leading byte order mark is kept, so the text is exactly what the bytes hold.
 *
 * @param bytes - the bytes to decode.
 * @returns the decoded text.
 * @throws ToolInputError naming the first bad byte (1-based byte number among the decoded
 *   bytes) and its value.
 */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch (cause) {
    const p = findUtf8Problem(bytes);
    if (!p) throw new ToolInputError('The decoded bytes are not valid UTF-8 text.', { cause });
    const total = bytes.length;
    const first = p.start + 1;
    const last = p.start + p.length;
    const span = p.length === 1 ? `byte ${first}` : `bytes ${first}–${last}`;
    const shown = hexBytes(bytes, p.start, p.length);
    const reason =
      p.kind === 'lead'
        ? `${span} of ${total} (${shown}) cannot start a character`
        : p.kind === 'truncated'
          ? `the data ends inside a multi-byte character: ${span} of ${total} (${shown}) ${p.length === 1 ? 'is' : 'are'} incomplete`
          : `${span} of ${total} (${shown}) are not a valid UTF-8 sequence`;
    throw new ToolInputError(`The decoded bytes are not valid UTF-8 text: ${reason}.`, { cause });
  }
}

const encoder = new TextEncoder();

/**
 * Encodes text as UTF-8 bytes (RFC 3629; WHATWG Encoding Standard `TextEncoder`).
 *
 * @param text - any well-formed text.
 * @returns its UTF-8 bytes.
 * @throws ToolInputError when the text holds an unpaired UTF-16 surrogate (which has no UTF-8
 *   encoding, Unicode 16.0 §3.9 D76), naming its position.
 */
export function encodeUtf8(text: string): Uint8Array<ArrayBuffer> {
  assertWellFormed(text);
  return encoder.encode(text);
}

/** Where each decoded byte came from in the user's text, for {@link decodeUtf8In}. */
export interface ByteSource {
  /** The whole text the user typed (hex digits, binary octets…). */
  source: string;
  /** 0-based UTF-16 offset in `source` of the notation of each byte, one entry per byte. */
  starts: readonly number[];
  /** How the notation of one byte is shown in a message, e.g. `"C3"` or `"11000011"`. */
  show: (byteIndex: number) => string;
}

/**
 * Decodes UTF-8 bytes that were written in some notation (hex, binary) in the user's text;
 * errors point at the notation of the first bad byte in that text (WHATWG Encoding Standard
 * §4.1 rules, as `TextDecoder` with `fatal: true`; a leading byte order mark is kept).
 *
 * @param bytes - the decoded bytes.
 * @param from - where each byte was written; see {@link ByteSource}.
 * @returns the text.
 * @throws ToolInputError naming the bad byte (its notation, its number and its position or
 *   line/column in `from.source`) and why it is not UTF-8.
 */
export function decodeUtf8In(bytes: Uint8Array, from: ByteSource): string {
  const problem = findUtf8Problem(bytes);
  if (!problem) return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  // The byte to blame: the lead byte, or the byte that breaks or ends the sequence.
  const blame = problem.kind === 'continuation' ? problem.start + problem.length - 1 : problem.start;
  const at = from.starts[blame] ?? 0;
  const where = describeLocation(from.source, at);
  const lead = bytes[problem.start] as number;
  const reason =
    problem.kind === 'lead'
      ? lead >= 0x80 && lead <= 0xbf
        ? 'it is a continuation byte with no character to continue'
        : 'this byte never starts a UTF-8 character'
      : problem.kind === 'truncated'
        ? `the text ends inside the multi-byte character it starts (${hexBytes(bytes, problem.start, problem.length)})`
        : `it cannot follow ${hexBytes(bytes, problem.start, problem.length - 1)} in a UTF-8 character (${hexBytes(bytes, problem.start, problem.length)} is not a valid sequence)`;
  return fail(`Byte ${blame + 1} (${from.show(blame)}) at ${where} is not valid UTF-8: ${reason}.`, from.source, at);
}

function fail(message: string, source: string, at: number): never {
  throw inputErrorAt(message, source, at);
}
