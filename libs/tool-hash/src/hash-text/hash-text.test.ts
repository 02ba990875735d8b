import { NODE_HASH_NAMES as NODE_NAMES } from '@handy-tools/compute/testing';
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction } from '@handy-tools/ui/testing';
import { DIGEST_ENCODINGS, type DigestEncoding } from '../shared/encoding.js';
import { HASH_TEXT_ALGORITHMS, WORKER_THRESHOLD, hashTextAll } from './hash-text.js';
import { hashTextTool } from './meta.js';
import { hashTextState } from './state.js';

// Digests of "abc" from the standards' published examples:
// MD5 — RFC 1321 A.5; SHA-1/SHA-2 — FIPS 180-4 examples (NIST CSRC); SHA-3 — FIPS 202 examples (NIST CSRC);
// RIPEMD-160 — Bosselaers' RIPEMD-160 page.
const ABC: Record<string, string> = {
  MD5: '900150983cd24fb0d6963f7d28e17f72',
  'SHA-1': 'a9993e364706816aba3e25717850c26c9cd0d89d',
  'SHA-224': '23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7',
  'SHA-256': 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  'SHA-384': 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
  'SHA-512':
    'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
  'SHA3-224': 'e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf',
  'SHA3-256': '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
  'SHA3-384': 'ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25',
  'SHA3-512':
    'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
  'RIPEMD-160': '8eb208f7e05d987a9b044a8e98c6b087f15a0bfc',
};

// Digests of the empty message: MD5 — RFC 1321 A.5; SHA3-256 — FIPS 202 examples; RIPEMD-160 — Bosselaers.
const EMPTY: Record<string, string> = {
  MD5: 'd41d8cd98f00b204e9800998ecf8427e',
  'SHA3-256': 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a',
  'RIPEMD-160': '9c1185a5c5e9fc54612808977ee8f548b2258d31',
};


describe('hashTextAll', () => {
  it('gives every published "abc" digest at once, in hex', async () => {
    const out = await hashTextAll('abc');
    expect(Object.keys(out)).toEqual([...HASH_TEXT_ALGORITHMS]);
    expect(out).toEqual(ABC);
  });

  it('hashes the empty text', async () => {
    const out = await hashTextAll('', 'hex', ['MD5', 'SHA3-256', 'RIPEMD-160']);
    expect(out).toEqual(EMPTY);
  });

  it('writes the digests in Base64, Base64url and binary (bytes of the published hex)', async () => {
    for (const encoding of ['base64', 'base64url'] as const) {
      const out = await hashTextAll('abc', encoding);
      for (const [a, h] of Object.entries(ABC)) expect(out[a as keyof typeof out]).toBe(Buffer.from(h, 'hex').toString(encoding));
    }
    const bin = await hashTextAll('abc', 'binary', ['MD5']);
    // MD5("abc") starts with 0x90 0x01 (RFC 1321 A.5).
    expect(bin.MD5.startsWith('1001000000000001')).toBe(true);
    expect(bin.MD5).toHaveLength(128);
  });

  it('encodes text as UTF-8 (agrees with OpenSSL via node:crypto on any string)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 40 }), async (text) => {
        const out = await hashTextAll(text);
        for (const a of HASH_TEXT_ALGORITHMS) expect(out[a]).toBe(createHash(NODE_NAMES[a]!).update(text, 'utf8').digest('hex'));
      }),
      { numRuns: 40 },
    );
  });

  it('hashes long texts too (the compute path for large input)', async () => {
    const text = 'a'.repeat(WORKER_THRESHOLD + 1);
    const out = await hashTextAll(text, 'hex', ['SHA-256']);
    expect(out['SHA-256']).toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('rejects an unknown encoding with a ToolInputError', async () => {
    await expect(hashTextAll('abc', 'base32' as DigestEncoding)).rejects.toThrow(ToolInputError);
  });
});

describe('hash text: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(hashTextTool, hashTextState);
  });

  it('only ever throws ToolInputError, whatever the input or encoding', async () => {
    await fuzzAsyncToolFunction((s: string) => hashTextAll(s));
    await fuzzAsyncToolFunction(
      ([s, encoding]: [string, string]) => hashTextAll(s, encoding as DigestEncoding),
      fc.tuple(fc.string({ maxLength: 20 }), fc.oneof(fc.constantFrom(...DIGEST_ENCODINGS), fc.string({ maxLength: 12 }))),
    );
  });
});
