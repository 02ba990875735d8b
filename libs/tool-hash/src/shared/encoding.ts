import { ToolInputError } from '@handy-tools/ui/kit';
import { bytesToBase64, bytesToHex } from '@handy-tools/bytes';

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
      return bytesToHex(bytes);
    case 'base64':
      return bytesToBase64(bytes);
    case 'base64url':
      return bytesToBase64(bytes, { urlSafe: true, padding: false });
    case 'binary':
      return Array.from(bytes, (b) => b.toString(2).padStart(8, '0')).join('');
    default:
      throw new ToolInputError(`Unknown digest encoding "${String(encoding)}": use hex, base64, base64url or binary.`);
  }
}

/**
 * The length of a digest once written out, for room kept while it is computed.
 *
 * @param bits - the digest's length in bits (a multiple of 8).
 * @param encoding - one of {@link DIGEST_ENCODINGS}.
 * @returns characters: `bits / 4` in hex, `4 × ⌈bytes / 3⌉` in Base64 (padded, RFC 4648 §4),
 *   `⌈bytes × 4 / 3⌉` in Base64url without padding, `bits` in binary.
 */
export function encodedDigestLength(bits: number, encoding: DigestEncoding): number {
  const bytes = Math.ceil(bits / 8);
  switch (encoding) {
    case 'hex':
      return bytes * 2;
    case 'base64':
      return 4 * Math.ceil(bytes / 3);
    case 'base64url':
      return Math.ceil((bytes * 4) / 3);
    case 'binary':
      return bytes * 8;
  }
}
