/**
 * The digest algorithms of the compute core, in the order tools list them.
 * Names follow the specifications (and WebCrypto where it has the algorithm).
 */
export const HASH_ALGORITHMS = [
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
] as const;

/** One of {@link HASH_ALGORITHMS}. */
export type HashAlgorithm = (typeof HASH_ALGORITHMS)[number];

/** Digests keyed by algorithm: raw digest bytes. */
export type HashDigests<A extends HashAlgorithm = HashAlgorithm> = Record<A, Uint8Array>;

/** What the core knows about an algorithm. */
export interface HashAlgorithmInfo {
  /** Digest length in bits. */
  bits: number;
  /** The specification that defines the algorithm. */
  spec: string;
  /** The WebCrypto `digest` name when `crypto.subtle` implements it (one shot only). */
  webCrypto?: 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512';
  /**
   * Relative cost in nanoseconds per byte of the hash-wasm implementation, measured in
   * Node 24 on an x86-64 core (used only to spread work across workers).
   */
  wasmCost: number;
}

/** Facts about each algorithm. */
export const HASH_ALGORITHM_INFO: Readonly<Record<HashAlgorithm, HashAlgorithmInfo>> = {
  MD5: { bits: 128, spec: 'RFC 1321', wasmCost: 1.9 },
  'SHA-1': { bits: 160, spec: 'FIPS 180-4', webCrypto: 'SHA-1', wasmCost: 1.8 },
  'SHA-224': { bits: 224, spec: 'FIPS 180-4', wasmCost: 3.5 },
  'SHA-256': { bits: 256, spec: 'FIPS 180-4', webCrypto: 'SHA-256', wasmCost: 3.5 },
  'SHA-384': { bits: 384, spec: 'FIPS 180-4', webCrypto: 'SHA-384', wasmCost: 2.4 },
  'SHA-512': { bits: 512, spec: 'FIPS 180-4', webCrypto: 'SHA-512', wasmCost: 2.4 },
  'SHA3-224': { bits: 224, spec: 'FIPS 202', wasmCost: 2.6 },
  'SHA3-256': { bits: 256, spec: 'FIPS 202', wasmCost: 2.8 },
  'SHA3-384': { bits: 384, spec: 'FIPS 202', wasmCost: 3.7 },
  'SHA3-512': { bits: 512, spec: 'FIPS 202', wasmCost: 5.1 },
  'RIPEMD-160': { bits: 160, spec: 'ISO/IEC 10118-3 (Dobbertin, Bosselaers, Preneel 1996)', wasmCost: 3.9 },
};

/**
 * Whether a string names one of {@link HASH_ALGORITHMS} (exact spelling, e.g. `SHA-256`).
 *
 * @param name - any string.
 * @returns true when `name` is a supported algorithm.
 */
export function isHashAlgorithm(name: string): name is HashAlgorithm {
  return (HASH_ALGORITHMS as readonly string[]).includes(name);
}

/**
 * Checks a list of algorithms and removes duplicates, keeping the order of {@link HASH_ALGORITHMS}.
 *
 * @param algorithms - the algorithms asked for.
 * @returns the distinct algorithms in canonical order.
 * @throws TypeError when the list is empty or names an unknown algorithm (a caller's bug).
 */
export function normalizeAlgorithms<A extends HashAlgorithm>(algorithms: readonly A[]): A[] {
  for (const a of algorithms) {
    if (!isHashAlgorithm(a)) throw new TypeError(`Unknown hash algorithm "${String(a)}"`);
  }
  const wanted = new Set<string>(algorithms);
  const out = HASH_ALGORITHMS.filter((a) => wanted.has(a)) as A[];
  if (out.length === 0) throw new TypeError('No hash algorithm given');
  return out;
}
