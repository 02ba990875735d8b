// Test helpers for packages that use the compute core; never imported by app code.
import type { HashAlgorithm } from './hash/algorithms.js';

/**
 * Node's `crypto.createHash` names of the compute core's algorithms that OpenSSL implements: tests
 * compare digests with Node's OpenSSL, an implementation independent of hash-wasm and WebCrypto.
 */
export const NODE_HASH_NAMES: Readonly<Partial<Record<HashAlgorithm, string>>> = {
  MD5: 'md5',
  'SHA-1': 'sha1',
  'SHA-224': 'sha224',
  'SHA-256': 'sha256',
  'SHA-384': 'sha384',
  'SHA-512': 'sha512',
  'SHA3-224': 'sha3-224',
  'SHA3-256': 'sha3-256',
  'SHA3-384': 'sha3-384',
  'SHA3-512': 'sha3-512',
  'RIPEMD-160': 'ripemd160',
  'BLAKE2b-512': 'blake2b512',
  'BLAKE2s-256': 'blake2s256',
  SM3: 'sm3',
};
