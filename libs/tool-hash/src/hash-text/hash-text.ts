// The static imports of this module stay light (WebCrypto, three @noble/hashes modules and the
// compute core's algorithm table): the compute core's hashing (hash-wasm, the worker client) is
// loaded with import() only when an algorithm or a text size needs it. static-imports.test.ts checks.
import { HASH_ALGORITHM_INFO, HASH_ALGORITHMS, normalizeAlgorithms, type HashAlgorithm, type HashDigests, type HashFileOptions } from '@handy-tools/compute';
import { encodeDigest, type DigestEncoding } from '../shared/encoding.js';
import { NOBLE_NON_WEBCRYPTO_HASHES } from '../shared/noble-hashes.js';

/** The algorithms Hash text offers, in display order: every algorithm of the compute core. */
export const HASH_TEXT_ALGORITHMS: readonly HashAlgorithm[] = HASH_ALGORITHMS;

/**
 * The algorithms Hash text shows unless told otherwise: MD5, SHA-1, SHA-2, SHA-3 and RIPEMD-160,
 * the set of the original site. All of them are hashed on the main thread (see {@link hashTextOnMainThread}).
 */
export const DEFAULT_HASH_TEXT_ALGORITHMS = [
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
] as const satisfies readonly HashAlgorithm[];

/** One of {@link DEFAULT_HASH_TEXT_ALGORITHMS}. */
export type DefaultHashTextAlgorithm = (typeof DEFAULT_HASH_TEXT_ALGORITHMS)[number];

/** One of {@link MORE_HASH_TEXT_ALGORITHMS}. */
export type MoreHashTextAlgorithm = Exclude<HashAlgorithm, DefaultHashTextAlgorithm>;

/** The algorithms a visitor can add to the defaults ("More algorithms"): the compute core's others, in its order. */
export const MORE_HASH_TEXT_ALGORITHMS: readonly MoreHashTextAlgorithm[] = HASH_ALGORITHMS.filter(
  (a): a is MoreHashTextAlgorithm => !(DEFAULT_HASH_TEXT_ALGORITHMS as readonly HashAlgorithm[]).includes(a),
);

/** Texts of this many UTF-16 code units or more are hashed in the compute worker, off the main thread. */
export const WORKER_THRESHOLD = 1_000_000;

/** The @noble/hashes functions of the main-thread path: those WebCrypto does not have (one shot, bytes in, digest out). */
const NOBLE: Partial<Record<HashAlgorithm, (data: Uint8Array) => Uint8Array>> = NOBLE_NON_WEBCRYPTO_HASHES;

/**
 * The algorithms {@link hashTextOnMainThread} computes: SHA-1, SHA-256, SHA-384 and SHA-512 with
 * WebCrypto, and MD5, SHA-224, SHA3-224/256/384/512, RIPEMD-160 and Keccak-224/256/384/512 with
 * @noble/hashes. The others need the compute core (hash-wasm), loaded on demand.
 */
export const MAIN_THREAD_ALGORITHMS: readonly HashAlgorithm[] = HASH_ALGORITHMS.filter((a) => a in NOBLE || HASH_ALGORITHM_INFO[a].webCrypto !== undefined);

/** WebCrypto's digest API where the page has it (secure contexts, Node), else undefined. */
function subtleCrypto(): SubtleCrypto | undefined {
  return typeof crypto === 'undefined' ? undefined : crypto.subtle;
}

/** Whether {@link hashTextOnMainThread} can compute `algorithm` here and now (WebCrypto needs a secure context). */
function hashableOnMainThread(algorithm: HashAlgorithm): boolean {
  return algorithm in NOBLE || (HASH_ALGORITHM_INFO[algorithm].webCrypto !== undefined && subtleCrypto() !== undefined);
}

/** Puts digests in the canonical order of the algorithms (the key order callers see). */
function ordered<A extends HashAlgorithm>(algorithms: readonly A[], parts: Partial<HashDigests<A>>[]): HashDigests<A> {
  const all = Object.assign({}, ...parts) as HashDigests<A>;
  const out = {} as HashDigests<A>;
  for (const a of algorithms) out[a] = all[a];
  return out;
}

/**
 * Hashes text, encoded as UTF-8 (WHATWG `TextEncoder`: a lone surrogate becomes U+FFFD), on the
 * main thread without the compute core: WebCrypto `crypto.subtle.digest` for SHA-1, SHA-256,
 * SHA-384 and SHA-512 (FIPS 180-4), @noble/hashes for MD5 (RFC 1321), SHA-224 (FIPS 180-4),
 * SHA3-224/256/384/512 (FIPS 202), RIPEMD-160 (Dobbertin, Bosselaers, Preneel 1996) and
 * Keccak-224/256/384/512 (Keccak reference 3.0). Meant for short texts: one shot, in memory.
 *
 * @param text - the message.
 * @param algorithms - some of {@link MAIN_THREAD_ALGORITHMS} (duplicates ignored).
 * @returns the raw digest of each algorithm, in canonical order.
 * @throws TypeError (a caller's bug) for an empty list, an algorithm outside
 *   {@link MAIN_THREAD_ALGORITHMS}, or a WebCrypto algorithm where `crypto.subtle` does not
 *   exist (pages served over plain HTTP): use {@link hashTextDigests}, which falls back to the
 *   compute core.
 */
export async function hashTextOnMainThread<A extends HashAlgorithm>(text: string, algorithms: readonly A[]): Promise<HashDigests<A>> {
  const algos = normalizeAlgorithms(algorithms);
  const missing = algos.filter((a) => !hashableOnMainThread(a));
  if (missing.length > 0) throw new TypeError(`Cannot hash ${missing.join(', ')} on the main thread here`);
  return ordered(algos, [await hashBytesOnMainThread(new TextEncoder().encode(text), algos)]);
}

async function hashBytesOnMainThread<A extends HashAlgorithm>(data: Uint8Array, algorithms: readonly A[]): Promise<Partial<HashDigests<A>>> {
  const subtle = subtleCrypto();
  const digests = await Promise.all(
    algorithms.map(async (a): Promise<[A, Uint8Array]> => {
      const noble = NOBLE[a];
      if (noble) return [a, noble(data)];
      const name = HASH_ALGORITHM_INFO[a].webCrypto!;
      return [a, new Uint8Array(await subtle!.digest(name, data as Uint8Array<ArrayBuffer>))];
    }),
  );
  return Object.fromEntries(digests) as Partial<HashDigests<A>>;
}

/** Options of {@link hashTextDigests}: used when the text goes to the compute worker. */
export type HashTextOptions = Pick<HashFileOptions, 'signal' | 'onProgress'>;

/**
 * Hashes text, encoded as UTF-8, with several algorithms, where it costs least:
 * - a text under {@link WORKER_THRESHOLD} characters on the main thread: WebCrypto and
 *   @noble/hashes for {@link MAIN_THREAD_ALGORITHMS} ({@link hashTextOnMainThread}), and the
 *   compute core's `hashBytes` (hash-wasm, loaded on first use) for the others;
 * - a longer text in the compute core's workers (`hashTextInWorkers`, loaded on first use): the
 *   string is posted as it is to up to four workers, each encoding it and computing its share of
 *   the algorithms (WebCrypto for SHA-1/SHA-2, hash-wasm for the others), with progress and
 *   cancel; the page's thread neither encodes nor copies it into a Blob. In this thread where
 *   `Worker` does not exist, as in Node.
 *
 * @param text - the message (empty text has digests too).
 * @param algorithms - the digests wanted (duplicates ignored).
 * @param options - for long texts: `onProgress(done, total)` (UTF-16 code units of the text) and `signal`.
 * @returns the raw digest of each algorithm, in canonical order.
 * @throws TypeError for an empty list or an unknown algorithm (a caller's bug); a DOMException
 *   named `AbortError` when a long text's hashing is cancelled; an Error when a worker fails.
 */
export async function hashTextDigests<A extends HashAlgorithm>(text: string, algorithms: readonly A[], options: HashTextOptions = {}): Promise<HashDigests<A>> {
  const algos = normalizeAlgorithms(algorithms);
  if (text.length >= WORKER_THRESHOLD) {
    const { hashTextInWorkers } = await import('./compute-hashing.js');
    return ordered(algos, [await hashTextInWorkers(text, algos, options)]);
  }
  const data = new TextEncoder().encode(text);
  const here = algos.filter(hashableOnMainThread);
  const rest = algos.filter((a) => !hashableOnMainThread(a));
  const parts = await Promise.all([
    here.length > 0 ? hashBytesOnMainThread(data, here) : {},
    rest.length > 0 ? import('./compute-hashing.js').then(({ hashBytes }) => hashBytes(data, rest)) : {},
  ]);
  return ordered(algos, parts);
}

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
 * Hashes text, encoded as UTF-8, with every algorithm of {@link HASH_TEXT_ALGORITHMS} (or a
 * subset) and writes the digests in one encoding. The algorithms and their specifications: MD5
 * (RFC 1321), SHA-1 and SHA-2 (FIPS 180-4), SHA-3 (FIPS 202), RIPEMD-160, Keccak-224/256/384/512
 * (Keccak reference 3.0), BLAKE2b-512 and BLAKE2s-256 (RFC 7693), BLAKE3, SM3 (GB/T 32905),
 * Whirlpool (ISO/IEC 10118-3), MD4 (RFC 1320), and the checksums CRC-32, Adler-32 (RFC 1950) and
 * xxHash (XXH32, XXH64, XXH3, XXH128) — see `HASH_ALGORITHM_INFO` of the compute core. Where each
 * is computed: see {@link hashTextDigests}.
 *
 * @param text - any text (empty text has a digest too).
 * @param encoding - `hex` (default), `base64`, `base64url` or `binary`.
 * @param algorithms - a subset to compute (default: all).
 * @returns the encoded digest of each algorithm, in canonical order.
 * @throws ToolInputError for an unknown encoding.
 */
export async function hashTextAll<A extends HashAlgorithm = HashAlgorithm>(
  text: string,
  encoding: DigestEncoding = 'hex',
  algorithms: readonly A[] = HASH_TEXT_ALGORITHMS as readonly A[],
): Promise<Record<A, string>> {
  return encodeDigests(await hashTextDigests(text, algorithms), encoding);
}
