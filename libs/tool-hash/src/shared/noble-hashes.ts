import type { HashAlgorithm } from '@handy-tools/compute';
import { md5, ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { sha224, sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { keccak_224, keccak_256, keccak_384, keccak_512, sha3_224, sha3_256, sha3_384, sha3_512 } from '@noble/hashes/sha3.js';

/**
 * The family's @noble/hashes functions, named as the compute core names the algorithms: MD5
 * (RFC 1321), SHA-1 and SHA-2 (FIPS 180-4), SHA-3 (FIPS 202), RIPEMD-160, and Keccak (the original
 * padding). One-shot hashes (bytes in, digest out) that HMAC (`hmac(hash, key, message)`) also
 * takes. Hash text uses those WebCrypto lacks; the HMAC generator uses them all.
 */
export const NOBLE_HASHES = {
  MD5: md5,
  'SHA-1': sha1,
  'SHA-224': sha224,
  'SHA-256': sha256,
  'SHA-384': sha384,
  'SHA-512': sha512,
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
