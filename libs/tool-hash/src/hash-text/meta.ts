import { defineTool } from '@handy-tools/ui/kit';

/**
 * Example states; keys are the UI's input and options: `input` (the text, also the password),
 * `encoding`, `moreAlgorithms` (digests shown besides the common set), and the password hashing
 * fields `kdf`, `salt`, `saltEncoding`, `argon2Iterations`, `argon2Memory`, `argon2Parallelism`,
 * `pbkdf2Iterations`, `pbkdf2Digest`, `hashLength`, `secretEncoding`. Argon2's secret key (`secret`)
 * is a state secret: in no example.
 */
export const hashTextTool = defineTool({
  path: '/hash-text',
  name: 'Hash text',
  description:
    'Hash a text with MD5, SHA-1, SHA-2, SHA-3, Keccak, BLAKE2, BLAKE3, SM3, Whirlpool, RIPEMD-160, MD4, CRC-32, Adler-32 and xxHash at once, in hex, Base64, Base64url or binary; derive keys with Argon2 or PBKDF2.',
  keywords: [
    'hash',
    'digest',
    'checksum',
    'crypto',
    'md5',
    'md4',
    'sha1',
    'sha-1',
    'sha224',
    'sha256',
    'sha-256',
    'sha384',
    'sha512',
    'sha3',
    'sha-3',
    'keccak',
    'keccak256',
    'blake2',
    'blake2b',
    'blake2s',
    'blake3',
    'sm3',
    'whirlpool',
    'ripemd160',
    'ripemd',
    'crc32',
    'adler32',
    'xxhash',
    'xxh3',
    'xxh64',
    'argon2',
    'argon2id',
    'pbkdf2',
    'kdf',
    'password hash',
    'hex',
    'base64',
    'base64url',
    'binary',
  ],
  icon: 'IconHash',
  component: () => import('./HashTextTool.js'),
  createdAt: '2026-11-08',
  redirectFrom: ['/hash'],
  npmPackages: ['hash-wasm', '@noble/hashes'],
  examples: [
    { label: '"abc" (NIST example)', state: { input: 'abc', encoding: 'hex' } },
    { label: 'Empty text', state: { input: '', encoding: 'hex' } },
    { label: 'UTF-8 text in Base64', state: { input: 'Grüße, 世界', encoding: 'base64' } },
    {
      label: 'Keccak (CryptoJS "SHA3"), BLAKE3 and checksums',
      state: { input: 'abc', encoding: 'hex', moreAlgorithms: ['Keccak-256', 'Keccak-512', 'BLAKE2b-512', 'BLAKE3', 'CRC-32', 'XXH3'] },
    },
    // phc-winner-argon2 src/test.c: $argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4
    {
      label: 'Argon2id (reference test vector)',
      state: { input: 'password', encoding: 'hex', kdf: 'Argon2id', salt: 'somesalt', saltEncoding: 'text', argon2Iterations: '2', argon2Memory: '256', argon2Parallelism: '1', hashLength: '32' },
    },
    // RFC 6070 §2: PBKDF2-HMAC-SHA1("password", "salt", 4096, 20) = 4b007901b765489abead49d926f721d065a429c1
    {
      label: 'PBKDF2-HMAC-SHA1 (RFC 6070)',
      state: { input: 'password', encoding: 'hex', kdf: 'PBKDF2', salt: 'salt', saltEncoding: 'text', pbkdf2Digest: 'SHA-1', pbkdf2Iterations: '4096', hashLength: '20' },
    },
  ],
});
