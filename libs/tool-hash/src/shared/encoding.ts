import { ToolInputError } from '@handy-tools/ui/kit';

/** How a digest is written out. */
export const DIGEST_ENCODINGS = ['hex', 'base64', 'base64url', 'binary'] as const;

/** One of {@link DIGEST_ENCODINGS}. */
export type DigestEncoding = (typeof DIGEST_ENCODINGS)[number];

/**
 * Whether a value is one of {@link DIGEST_ENCODINGS}.
 *
 * @param value - anything (e.g. a stored option).
 * @returns true for `hex`, `base64`, `base64url` or `binary`.
 */
export function isDigestEncoding(value: unknown): value is DigestEncoding {
  return typeof value === 'string' && (DIGEST_ENCODINGS as readonly string[]).includes(value);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function base64(bytes: Uint8Array, urlSafe: boolean): string {
  const alphabet = urlSafe ? `${BASE64.slice(0, 62)}-_` : BASE64;
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const left = bytes.length - i;
    out += alphabet[(n >> 18) & 63]! + alphabet[(n >> 12) & 63]!;
    out += left > 1 ? alphabet[(n >> 6) & 63]! : urlSafe ? '' : '=';
    out += left > 2 ? alphabet[n & 63]! : urlSafe ? '' : '=';
  }
  return out;
}

/**
 * Writes bytes (a digest) as text.
 *
 * - `hex`: lowercase base 16, two digits per byte (RFC 4648 §8 alphabet, lowercase as the
 *   digests of `sha256sum` and the NIST examples are written).
 * - `base64`: RFC 4648 §4, padded with `=`.
 * - `base64url`: RFC 4648 §5 URL- and filename-safe alphabet (`-`, `_`), without padding
 *   (as RFC 7515 §2 uses it).
 * - `binary`: base 2, eight digits per byte, most significant bit first.
 *
 * @param bytes - the bytes to write.
 * @param encoding - one of {@link DIGEST_ENCODINGS}.
 * @returns the text; empty for no bytes.
 * @throws ToolInputError for an unknown encoding.
 */
export function encodeDigest(bytes: Uint8Array, encoding: DigestEncoding): string {
  switch (encoding) {
    case 'hex':
      return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    case 'base64':
      return base64(bytes, false);
    case 'base64url':
      return base64(bytes, true);
    case 'binary':
      return Array.from(bytes, (b) => b.toString(2).padStart(8, '0')).join('');
    default:
      throw new ToolInputError(`Unknown digest encoding "${String(encoding)}": use hex, base64, base64url or binary.`);
  }
}
