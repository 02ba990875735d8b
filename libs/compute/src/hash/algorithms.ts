/**
 * The digest algorithms of the compute core, in the order tools list them: the cryptographic
 * hash functions first, then the non-cryptographic checksums (see {@link HASH_ALGORITHM_INFO}).
 * Names follow the specifications (and WebCrypto where it has the algorithm); xxHash names are
 * those of the reference implementation's `xxhsum --tag` output.
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
  'Keccak-224',
  'Keccak-256',
  'Keccak-384',
  'Keccak-512',
  'BLAKE2b-512',
  'BLAKE2s-256',
  'BLAKE3',
  'SM3',
  'Whirlpool',
  'MD4',
  'CRC-32',
  'Adler-32',
  'XXH32',
  'XXH64',
  'XXH3',
  'XXH128',
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
  /**
   * `cryptographic` for hash functions designed to resist collisions and preimages (some, like
   * MD4, MD5 and SHA-1, are broken); `checksum` for error-detecting codes and fast
   * non-cryptographic hashes (CRC-32, Adler-32, xxHash), never fit for security.
   */
  kind: 'cryptographic' | 'checksum';
  /** The WebCrypto `digest` name when `crypto.subtle` implements it (one shot only). */
  webCrypto?: 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512';
  /**
   * Relative cost in nanoseconds per byte of the hash-wasm implementation, measured in
   * Node 24 on an x86-64 core (used only to spread work across workers).
   */
  wasmCost: number;
}

const KECCAK = 'Keccak reference 3.0 (Bertoni, Daemen, Peeters, Van Assche 2011): the original padding, as before FIPS 202';
const XXHASH = 'xxHash specification (Y. Collet, github.com/Cyan4973/xxHash doc/xxhash_spec.md), seed 0, canonical big-endian form';

/** Facts about each algorithm. */
export const HASH_ALGORITHM_INFO: Readonly<Record<HashAlgorithm, HashAlgorithmInfo>> = {
  MD5: { bits: 128, spec: 'RFC 1321', kind: 'cryptographic', wasmCost: 1.9 },
  'SHA-1': { bits: 160, spec: 'FIPS 180-4', kind: 'cryptographic', webCrypto: 'SHA-1', wasmCost: 1.8 },
  'SHA-224': { bits: 224, spec: 'FIPS 180-4', kind: 'cryptographic', wasmCost: 3.5 },
  'SHA-256': { bits: 256, spec: 'FIPS 180-4', kind: 'cryptographic', webCrypto: 'SHA-256', wasmCost: 3.5 },
  'SHA-384': { bits: 384, spec: 'FIPS 180-4', kind: 'cryptographic', webCrypto: 'SHA-384', wasmCost: 2.4 },
  'SHA-512': { bits: 512, spec: 'FIPS 180-4', kind: 'cryptographic', webCrypto: 'SHA-512', wasmCost: 2.4 },
  'SHA3-224': { bits: 224, spec: 'FIPS 202', kind: 'cryptographic', wasmCost: 2.6 },
  'SHA3-256': { bits: 256, spec: 'FIPS 202', kind: 'cryptographic', wasmCost: 2.8 },
  'SHA3-384': { bits: 384, spec: 'FIPS 202', kind: 'cryptographic', wasmCost: 3.7 },
  'SHA3-512': { bits: 512, spec: 'FIPS 202', kind: 'cryptographic', wasmCost: 5.1 },
  'RIPEMD-160': { bits: 160, spec: 'ISO/IEC 10118-3 (Dobbertin, Bosselaers, Preneel 1996)', kind: 'cryptographic', wasmCost: 3.9 },
  'Keccak-224': { bits: 224, spec: KECCAK, kind: 'cryptographic', wasmCost: 2.6 },
  'Keccak-256': { bits: 256, spec: KECCAK, kind: 'cryptographic', wasmCost: 2.8 },
  'Keccak-384': { bits: 384, spec: KECCAK, kind: 'cryptographic', wasmCost: 3.7 },
  // CryptoJS (and tools built on it) call Keccak-512 "SHA3".
  'Keccak-512': { bits: 512, spec: KECCAK, kind: 'cryptographic', wasmCost: 5.1 },
  'BLAKE2b-512': { bits: 512, spec: 'RFC 7693', kind: 'cryptographic', wasmCost: 0.9 },
  'BLAKE2s-256': { bits: 256, spec: 'RFC 7693', kind: 'cryptographic', wasmCost: 1.4 },
  BLAKE3: { bits: 256, spec: "BLAKE3 specification (O'Connor, Aumasson, Neves, Wilcox-O'Hearn 2020), default 256-bit output", kind: 'cryptographic', wasmCost: 0.9 },
  SM3: { bits: 256, spec: 'GB/T 32905-2016 (ISO/IEC 10118-3:2018)', kind: 'cryptographic', wasmCost: 4.4 },
  Whirlpool: { bits: 512, spec: 'ISO/IEC 10118-3:2004 (Barreto, Rijmen)', kind: 'cryptographic', wasmCost: 7.6 },
  MD4: { bits: 128, spec: 'RFC 1320', kind: 'cryptographic', wasmCost: 1 },
  'CRC-32': { bits: 32, spec: 'ISO 3309 / ITU-T V.42 (CRC-32/ISO-HDLC of the CRC RevEng catalogue, as zip and PNG use it)', kind: 'checksum', wasmCost: 0.2 },
  'Adler-32': { bits: 32, spec: 'RFC 1950 §8.2 (zlib)', kind: 'checksum', wasmCost: 0.15 },
  XXH32: { bits: 32, spec: XXHASH, kind: 'checksum', wasmCost: 0.06 },
  XXH64: { bits: 64, spec: XXHASH, kind: 'checksum', wasmCost: 0.04 },
  XXH3: { bits: 64, spec: `${XXHASH} (XXH3_64bits)`, kind: 'checksum', wasmCost: 0.06 },
  XXH128: { bits: 128, spec: `${XXHASH} (XXH3_128bits)`, kind: 'checksum', wasmCost: 0.07 },
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
