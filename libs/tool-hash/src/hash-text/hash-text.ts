import { HASH_ALGORITHMS, hashFile, hashText, type HashAlgorithm, type HashDigests } from '@handy-tools/compute';
import { encodeDigest, type DigestEncoding } from '../shared/encoding.js';

/** The algorithms Hash text shows, in display order. */
export const HASH_TEXT_ALGORITHMS: readonly HashAlgorithm[] = HASH_ALGORITHMS;

/** Texts longer than this (in UTF-16 code units) are hashed in the compute worker, off the main thread. */
export const WORKER_THRESHOLD = 1_000_000;

/**
 * Writes every digest of a set in one encoding.
 *
 * @param digests - raw digests keyed by algorithm.
 * @param encoding - `hex`, `base64`, `base64url` or `binary` (see `encodeDigest`).
 * @returns the encoded digests, same keys.
 * @throws ToolInputError for an unknown encoding.
 */
export function encodeDigests<A extends HashAlgorithm>(digests: HashDigests<A>, encoding: DigestEncoding): Record<A, string> {
  const out = {} as Record<A, string>;
  for (const a of Object.keys(digests) as A[]) out[a] = encodeDigest(digests[a], encoding);
  return out;
}

/**
 * Hashes text, encoded as UTF-8, with every algorithm of {@link HASH_TEXT_ALGORITHMS}
 * (MD5 — RFC 1321; SHA-1, SHA-224, SHA-256, SHA-384, SHA-512 — FIPS 180-4; SHA3-224/256/384/512 —
 * FIPS 202; RIPEMD-160) and writes the digests in one encoding. Uses the compute core
 * (hash-wasm); texts over {@link WORKER_THRESHOLD} characters are hashed in its worker when
 * one is available.
 *
 * @param text - any text (empty text has a digest too).
 * @param encoding - `hex` (default), `base64`, `base64url` or `binary`.
 * @param algorithms - a subset to compute (default: all).
 * @returns the encoded digest of each algorithm.
 * @throws ToolInputError for an unknown encoding.
 */
export async function hashTextAll<A extends HashAlgorithm = HashAlgorithm>(
  text: string,
  encoding: DigestEncoding = 'hex',
  algorithms: readonly A[] = HASH_TEXT_ALGORITHMS as readonly A[],
): Promise<Record<A, string>> {
  const digests = text.length > WORKER_THRESHOLD ? await hashFile(new Blob([text]), algorithms) : await hashText(text, algorithms);
  return encodeDigests(digests, encoding);
}
