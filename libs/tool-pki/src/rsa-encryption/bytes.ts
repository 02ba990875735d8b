import { ToolInputError } from '@handy-tools/ui/kit';

/** How bytes are written in a field: UTF-8 text, Base64 (RFC 4648 §4, or §5 URL-safe) or hexadecimal. */
export type ByteFormat = 'text' | 'base64' | 'hex';

/** The byte formats, in the order the tools offer them. */
export const BYTE_FORMATS: readonly ByteFormat[] = ['text', 'base64', 'hex'];

const BASE64_CHAR = /[A-Za-z0-9+/\-_]/;

/**
 * Reads bytes written as UTF-8 text, Base64 or hexadecimal.
 *
 * @param value - the field's text. Base64 (RFC 4648 §4, or the URL-safe alphabet of §5; padding
 *   optional) and hex (either case, optional `0x`, `:` separators) may contain white space.
 * @param format - how `value` is written.
 * @param what - the field's name for messages ("The message").
 * @returns the bytes.
 * @throws ToolInputError naming the first character that does not belong, with its 1-based position.
 */
export function decodeBytes(value: string, format: ByteFormat, what: string): Uint8Array {
  if (format === 'text') return new TextEncoder().encode(value);
  if (format === 'hex') {
    let digits = '';
    const body = value.replace(/^\s*0x/i, (m) => ' '.repeat(m.length));
    for (let i = 0; i < body.length; i++) {
      const c = body[i]!;
      if (/\s|:/.test(c)) continue;
      if (!/[0-9a-fA-F]/.test(c)) throw new ToolInputError(`${what}: "${c}" at position ${i + 1} is not a hexadecimal digit (0–9, a–f).`, { position: i });
      digits += c;
    }
    if (digits.length % 2 !== 0) throw new ToolInputError(`${what}: an odd number of hexadecimal digits (${digits.length}); every byte takes two.`);
    const bytes = new Uint8Array(digits.length / 2);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(digits.slice(2 * i, 2 * i + 2), 16);
    return bytes;
  }
  let chars = '';
  let padding = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (/\s/.test(c)) continue;
    if (c === '=') {
      padding++;
      continue;
    }
    if (padding > 0 || !BASE64_CHAR.test(c)) {
      throw new ToolInputError(
        padding > 0 && BASE64_CHAR.test(c)
          ? `${what}: "=" padding may only end the Base64 text; found "${c}" after it at position ${i + 1}.`
          : `${what}: "${c}" at position ${i + 1} is not a Base64 character (A–Z, a–z, 0–9, +, /).`,
        { position: i },
      );
    }
    chars += c;
  }
  if (chars.length % 4 === 1 || padding > 2) throw new ToolInputError(`${what}: the Base64 text is cut short (${chars.length} characters, which no whole number of bytes gives).`);
  const standard = chars.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/**
 * Writes bytes as UTF-8 text, Base64 (RFC 4648 §4, padded) or lower-case hexadecimal.
 *
 * @param bytes - the bytes.
 * @param format - the format.
 * @returns the text; for `text`, bytes that are not valid UTF-8 throw.
 * @throws ToolInputError when `format` is `text` and the bytes are not valid UTF-8.
 */
export function encodeBytes(bytes: Uint8Array, format: ByteFormat): string {
  if (format === 'hex') return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  if (format === 'base64') return bytesToBase64(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (cause) {
    throw new ToolInputError('The result is not UTF-8 text: choose Base64 or Hex to see its bytes.', { cause });
  }
}

/** Base64 (RFC 4648 §4, padded) of `bytes`. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** node-forge's "binary string" (one char per byte) of `bytes`. */
export function toBinaryString(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return binary;
}

/** The bytes of node-forge's "binary string". */
export function fromBinaryString(binary: string): Uint8Array {
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0) & 0xff);
}

/** A copy of `bytes` in an ArrayBuffer of its own (what WebCrypto's typings want). */
export function buffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.slice().buffer as ArrayBuffer;
}
