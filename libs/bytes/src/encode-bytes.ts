const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64URL = `${BASE64.slice(0, 62)}-_`;
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/**
 * Writes bytes in base 16 (RFC 4648 §8), two digits per byte, no separator.
 *
 * @param bytes - any bytes.
 * @param uppercase - `A–F` instead of `a–f` (default false: lowercase, as `sha256sum` and most
 *   tools write digests).
 * @returns the hex text; empty for no bytes.
 */
export function bytesToHex(bytes: Uint8Array, uppercase = false): string {
  let out = '';
  for (const b of bytes) out += HEX[b]!;
  return uppercase ? out.toUpperCase() : out;
}

/** Options of {@link bytesToBase64}. */
export interface BytesToBase64Options {
  /** RFC 4648 §5 URL- and filename-safe alphabet (`-`, `_`) instead of §4's (`+`, `/`). Default false. */
  urlSafe?: boolean;
  /** End with `=` padding to a multiple of 4 characters. Default true (false is usual with `urlSafe`, e.g. RFC 7515). */
  padding?: boolean;
}

/**
 * Writes bytes in Base64 (RFC 4648 §4) or Base64url (§5), on one line.
 *
 * @param bytes - any bytes.
 * @param options - {@link BytesToBase64Options}: `urlSafe`, `padding`.
 * @returns the Base64 text; empty for no bytes.
 * @see https://www.rfc-editor.org/rfc/rfc4648#section-4
 */
export function bytesToBase64(bytes: Uint8Array, options: BytesToBase64Options = {}): string {
  const alphabet = options.urlSafe ? BASE64URL : BASE64;
  const pad = options.padding ?? true;
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const left = bytes.length - i;
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += alphabet[(n >> 18) & 63]! + alphabet[(n >> 12) & 63]!;
    out += left > 1 ? alphabet[(n >> 6) & 63]! : pad ? '=' : '';
    out += left > 2 ? alphabet[n & 63]! : pad ? '=' : '';
  }
  return out;
}
