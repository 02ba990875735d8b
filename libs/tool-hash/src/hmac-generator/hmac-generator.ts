import { hmac } from '@noble/hashes/hmac.js';
import { ToolInputError } from '@handy-tools/ui/kit';
import { parseBytes, type ByteInputEncoding } from '@handy-tools/bytes';
import { DIGEST_ENCODINGS, encodeDigest, type DigestEncoding } from '../shared/encoding.js';
import { NOBLE_HASHES } from '../shared/noble-hashes.js';

/**
 * The hash functions HMAC can use here, in display order, named as the compute core names them.
 * Keccak (the original padding) is here for tools that called HMAC-Keccak-512 "HmacSHA3"
 * (CryptoJS); the standard SHA-3 (FIPS 202) is SHA3-*.
 */
export const HMAC_ALGORITHMS = [
  'MD5',
  'SHA-1',
  'SHA-224',
  'SHA-256',
  'SHA-384',
  'SHA-512',
  'SHA3-224',
  'SHA3-256',
  'SHA3-384',
  'SHA3-512',
  'RIPEMD-160',
  'Keccak-224',
  'Keccak-256',
  'Keccak-384',
  'Keccak-512',
] as const;

/** One of {@link HMAC_ALGORITHMS}. */
export type HmacAlgorithm = (typeof HMAC_ALGORITHMS)[number];

/** How the HMAC is written out: the digest encodings (hex, Base64, Base64url, binary). */
export const HMAC_OUTPUT_ENCODINGS = DIGEST_ENCODINGS;

/** One of {@link HMAC_OUTPUT_ENCODINGS}. */
export type HmacOutputEncoding = DigestEncoding;

const HASHES = NOBLE_HASHES satisfies Record<HmacAlgorithm, unknown>;

/**
 * HMAC (RFC 2104) of a message under a key with one hash function: MD5 (RFC 1321), SHA-1 and
 * SHA-2 (FIPS 180-4), SHA-3 (FIPS 202; block sizes per FIPS 202 as in NIST's HMAC-SHA3
 * examples), RIPEMD-160 or Keccak (original padding, same block sizes as SHA-3). Keys longer
 * than the hash's block are hashed first (RFC 2104 §2).
 *
 * @param algorithm - one of {@link HMAC_ALGORITHMS}.
 * @param key - the key's bytes (any length, empty allowed).
 * @param message - the message's bytes.
 * @returns the MAC, as many bytes as the hash's output (e.g. 32 for SHA-256).
 * @throws ToolInputError for an unknown algorithm.
 */
export function hmacBytes(algorithm: HmacAlgorithm, key: Uint8Array, message: Uint8Array): Uint8Array {
  const hash = Object.hasOwn(HASHES, algorithm) ? HASHES[algorithm] : undefined;
  if (!hash) throw new ToolInputError(`Unknown hash function "${String(algorithm)}" for HMAC: use one of ${HMAC_ALGORITHMS.join(', ')}.`);
  return hmac(hash, key, message);
}

/** What {@link computeHmac} reads: the fields of the HMAC generator. */
export interface HmacRequest {
  /** Hash function; default SHA-256. */
  algorithm?: HmacAlgorithm;
  /** The secret key as typed. */
  key: string;
  /** How `key` writes its bytes (default `text`, UTF-8). */
  keyEncoding?: ByteInputEncoding;
  /** The message as typed. */
  message: string;
  /** How `message` writes its bytes (default `text`, UTF-8). */
  messageEncoding?: ByteInputEncoding;
  /** `hex` (lowercase, default), `base64` (RFC 4648 §4, padded), `base64url` (§5, unpadded) or `binary` (base 2). */
  output?: HmacOutputEncoding;
}

/**
 * The HMAC (RFC 2104) of a message typed by a user, under a key typed by a user.
 *
 * @param request - algorithm, key and message with their formats (UTF-8 text, hex or Base64), output format.
 * @returns the MAC in the output encoding (see `encodeDigest`).
 * @throws ToolInputError when the key or the message is not valid in its format (naming the
 *   field and the position), or for an unknown algorithm or output format.
 */
export function computeHmac(request: HmacRequest): string {
  const key = parseBytes(request.key, request.keyEncoding ?? 'text', 'The key');
  const message = parseBytes(request.message, request.messageEncoding ?? 'text', 'The message');
  const mac = hmacBytes(request.algorithm ?? 'SHA-256', key, message);
  const output = request.output ?? 'hex';
  if (!(HMAC_OUTPUT_ENCODINGS as readonly string[]).includes(output)) {
    throw new ToolInputError(`Unknown output format "${String(output)}": use ${HMAC_OUTPUT_ENCODINGS.join(', ')}.`);
  }
  return encodeDigest(mac, output);
}
