import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * Joins byte arrays.
 *
 * @param parts - the arrays, in order.
 * @returns a new array holding all their bytes.
 */
export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Standard Base64 (RFC 4648 §4) of bytes, with padding.
 *
 * @param bytes - the bytes.
 * @returns the Base64 text.
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Decodes standard Base64 (RFC 4648 §4) or Base64url (§5), ignoring whitespace; padding optional.
 *
 * @param text - the Base64 text.
 * @param what - what the text is, for the error message (e.g. "the OpenSSH public key").
 * @returns the bytes.
 * @throws ToolInputError when the text is not Base64.
 */
export function base64ToBytes(text: string, what = 'the Base64 text'): Uint8Array<ArrayBuffer> {
  const clean = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const bad = clean.search(/[^A-Za-z0-9+/]/);
  if (bad >= 0) throw new ToolInputError(`${capitalise(what)} is not Base64: unexpected “${clean[bad]}” at character ${bad + 1}.`);
  if (clean.length % 4 === 1) throw new ToolInputError(`${capitalise(what)} is not Base64: its length is impossible (${clean.length} characters).`);
  const binary = atob(clean + '='.repeat((4 - (clean.length % 4)) % 4));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/**
 * Base64url without padding (RFC 4648 §5), as JWK (RFC 7517) uses it.
 *
 * @param bytes - the bytes.
 * @returns the Base64url text.
 */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Lower-case hexadecimal of bytes.
 *
 * @param bytes - the bytes.
 * @param separator - put between bytes (e.g. ":"); none by default.
 * @returns the hex text.
 */
export function bytesToHex(bytes: Uint8Array, separator = ''): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(separator);
}

/**
 * Bytes of a hexadecimal text (whitespace and colons ignored).
 *
 * @param hex - the hex text, an even number of digits.
 * @returns the bytes.
 * @throws ToolInputError when the text is not hex or has an odd number of digits.
 */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const clean = hex.replace(/[\s:]/g, '');
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(clean)) throw new ToolInputError('Expected hexadecimal digits, in pairs.');
  const out = new Uint8Array(clean.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** UTF-8 bytes of a text. */
export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

/** Whether two byte arrays hold the same bytes. */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** A copy of `bytes` in a fresh ArrayBuffer (what WebCrypto's BufferSource typing wants). */
export function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.slice().buffer as ArrayBuffer;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
