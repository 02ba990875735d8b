import { charAt, describeLocation, inputErrorAt, showChar } from '../shared/text.js';
import { decodeUtf8In, encodeUtf8 } from '../shared/utf8.js';

/**
 * Writes bytes in binary: eight bits per byte, most significant bit first, octets separated by
 * a space.
 *
 * @param bytes - the bytes.
 * @returns e.g. `01000001 01000010` for 0x41 0x42 ('' for no bytes).
 */
export function bytesToBinary(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(2).padStart(8, '0')).join(' ');
}

/**
 * Encodes text as the binary of its UTF-8 bytes (RFC 3629): one space-separated octet per byte,
 * most significant bit first.
 *
 * @param text - any text.
 * @returns e.g. `01000001` for `A` (U+0041) and `11000011 10101001` for `é` (C3 A9).
 * @throws ToolInputError when the text holds an unpaired UTF-16 surrogate, naming its position.
 * @see https://www.rfc-editor.org/rfc/rfc3629#section-3
 */
export function textToBinary(text: string): string {
  return bytesToBinary(encodeUtf8(text));
}

/** Parsed binary: the bytes and where each one is written in the text. */
export interface ParsedBinary {
  /** The bytes. */
  bytes: Uint8Array<ArrayBuffer>;
  /** 0-based UTF-16 offset of each byte's first bit in the text. */
  starts: number[];
}

/**
 * Reads binary octets: groups of `0` and `1` separated by whitespace. Each group is one byte of
 * 8 bits, most significant bit first; a group whose length is a multiple of 8 (bits written
 * without spaces) is read as that many bytes.
 *
 * @param text - the binary text, e.g. `01000001 01000010`.
 * @returns the bytes and their positions; see {@link ParsedBinary}.
 * @throws ToolInputError for a character other than 0, 1 and whitespace, or a group whose number of
 *   bits is not a multiple of 8, naming the group (1-based) and its position (or line and column).
 */
export function parseBinary(text: string): ParsedBinary {
  const bytes: number[] = [];
  const starts: number[] = [];
  const re = /\S+/gu;
  let group = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    group++;
    const bits = m[0];
    const at = m.index;
    const bad = /[^01]/u.exec(bits);
    if (bad) {
      const i = at + bad.index;
      throw inputErrorAt(
        `Invalid character ${showChar(charAt(text, i))} at ${describeLocation(text, i)} (group ${group}): binary uses only the digits 0 and 1, octets separated by spaces.`,
        text,
        i,
      );
    }
    if (bits.length % 8 !== 0) {
      const shown = bits.length > 24 ? `${bits.slice(0, 8)}…${bits.slice(-8)}` : bits;
      throw inputErrorAt(
        `Group ${group} ("${shown}") at ${describeLocation(text, at)} has ${bits.length} bit${bits.length === 1 ? '' : 's'}: every byte takes exactly 8 bits${bits.length > 8 ? ' (a group without spaces must hold a multiple of 8)' : ''}.`,
        text,
        at,
      );
    }
    for (let k = 0; k < bits.length; k += 8) {
      starts.push(at + k);
      bytes.push(parseInt(bits.slice(k, k + 8), 2));
    }
  }
  return { bytes: Uint8Array.from(bytes), starts };
}

/**
 * Decodes binary octets to bytes; see {@link parseBinary}.
 *
 * @param text - the binary text.
 * @returns the bytes.
 * @throws ToolInputError as {@link parseBinary}.
 */
export function binaryToBytes(text: string): Uint8Array<ArrayBuffer> {
  return parseBinary(text).bytes;
}

/**
 * Decodes binary octets to text, reading the bytes as UTF-8 (RFC 3629), strictly.
 *
 * @param text - the binary text, e.g. `01001000 01101001`.
 * @returns the decoded text.
 * @throws ToolInputError for bad binary (see {@link parseBinary}) or bytes that are not UTF-8,
 *   naming the octet and its position.
 * @see https://www.rfc-editor.org/rfc/rfc3629#section-3
 */
export function binaryToText(text: string): string {
  const { bytes, starts } = parseBinary(text);
  return decodeUtf8In(bytes, { source: text, starts, show: (k) => `"${text.slice(starts[k], (starts[k] as number) + 8)}"` });
}
