import type { HashAlgorithm } from '@handy-tools/compute';
import { md5, ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { sha224, sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { keccak_224, keccak_256, keccak_384, keccak_512, sha3_224, sha3_256, sha3_384, sha3_512 } from '@noble/hashes/sha3.js';

/**
 * The @noble/hashes functions for the algorithms WebCrypto does not have, named as the compute
 * core names them: MD5 (RFC 1321), SHA-224 (FIPS 180-4), SHA-3 (FIPS 202), RIPEMD-160 and Keccak
 * (the original padding). One-shot hashes (bytes in, digest out). Hash text uses these alone (the
 * others go to WebCrypto), so a page embedding it does not load SHA-512's code.
 */
export const NOBLE_NON_WEBCRYPTO_HASHES = {
  MD5: md5,
  'SHA-224': sha224,
  'SHA3-224': sha3_224,
  'SHA3-256': sha3_256,
  'SHA3-384': sha3_384,
  'SHA3-512': sha3_512,
  'RIPEMD-160': ripemd160,
  'Keccak-224': keccak_224,
  'Keccak-256': keccak_256,
  'Keccak-384': keccak_384,
  'Keccak-512': keccak_512,
} as const satisfies Partial<Record<HashAlgorithm, (data: Uint8Array) => Uint8Array>>;

/**
 * All of the family's @noble/hashes functions: {@link NOBLE_NON_WEBCRYPTO_HASHES} and SHA-1,
 * SHA-256, SHA-384, SHA-512 (FIPS 180-4) — what HMAC (`hmac(hash, key, message)`) takes.
 */
export const NOBLE_HASHES = {
  ...NOBLE_NON_WEBCRYPTO_HASHES,
  'SHA-1': sha1,
  'SHA-256': sha256,
  'SHA-384': sha384,
  'SHA-512': sha512,
} as const satisfies Partial<Record<HashAlgorithm, (data: Uint8Array) => Uint8Array>>;
