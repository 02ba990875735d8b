import { defineTool } from '@handy-tools/ui/kit';

/**
 * Example states; keys are the UI's options: `algorithms` (selected algorithm names),
 * `encoding`, `expected` (the expected hash) and `sample` (a built-in file to hash when none is
 * chosen). The file itself is never part of a state.
 */
export const fileHasherTool = defineTool({
  path: '/file-hasher',
  name: 'File Hasher',
  description:
    'Compute the MD5, SHA-1, SHA-2, SHA-3, Keccak, BLAKE2, BLAKE3, SM3, Whirlpool, RIPEMD-160, MD4, CRC-32, Adler-32 or xxHash checksum of a file of any size in your browser, and check it against an expected hash.',
  keywords: [
    'file',
    'hash',
    'checksum',
    'digest',
    'verify',
    'integrity',
    'md5',
    'sha1',
    'sha256',
    'sha512',
    'sha3',
    'keccak',
    'blake2',
    'blake2b',
    'blake3',
    'sm3',
    'whirlpool',
    'ripemd160',
    'md4',
    'crc32',
    'adler32',
    'xxhash',
    'xxh3',
    'md5sum',
    'sha256sum',
    'b2sum',
    'b3sum',
    'download',
    'iso',
  ],
  icon: 'IconFileDigit',
  component: () => import('./FileHasherTool.js'),
  createdAt: '2026-11-08',
  npmPackages: ['hash-wasm', 'comlink'],
  examples: [
    // SHA-256("abc") from FIPS 180-4's examples (NIST CSRC, SHA256.pdf): the check reports a match.
    {
      label: 'Check "abc" against its SHA-256 (NIST)',
      state: { sample: 'abc', algorithms: ['SHA-256'], encoding: 'hex', expected: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' },
    },
    { label: 'MD5 + SHA-1 + SHA-256', state: { sample: 'abc', algorithms: ['MD5', 'SHA-1', 'SHA-256'], encoding: 'hex' } },
    { label: 'SHA-512 in Base64 (SRI)', state: { sample: 'abc', algorithms: ['SHA-512'], encoding: 'base64' } },
    // BLAKE3("abc") from the reference implementation (b3sum): the check reports a match.
    {
      label: 'BLAKE3, XXH3 and CRC-32 of "abc"',
      state: { sample: 'abc', algorithms: ['BLAKE3', 'CRC-32', 'XXH3'], encoding: 'hex', expected: '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85' },
    },
  ],
});
