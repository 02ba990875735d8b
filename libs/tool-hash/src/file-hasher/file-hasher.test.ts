import { HASH_ALGORITHMS } from '@handy-tools/compute';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { checkExpectedHash, formatBytes, formatDuration, parseExpectedHash, throughputMBps } from './file-hasher.js';
import { fileHasherTool } from './meta.js';
import { fileHasherState } from './state.js';

// Published digests of "abc": SHA-256 — FIPS 180-4 example (NIST CSRC); MD5 — RFC 1321 A.5.
const SHA256_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const MD5_ABC = '900150983cd24fb0d6963f7d28e17f72';
const bytes = (hex: string) => new Uint8Array(Buffer.from(hex, 'hex'));
const digests = { 'SHA-256': bytes(SHA256_ABC), MD5: bytes(MD5_ABC) };

describe('parseExpectedHash', () => {
  it('reads hex in any case, alone or in a sha256sum / BSD / prefixed form', () => {
    const want = [bytes(SHA256_ABC)];
    expect(parseExpectedHash(SHA256_ABC)).toEqual(want);
    expect(parseExpectedHash(`  ${SHA256_ABC.toUpperCase()}\n`)).toEqual(want);
    expect(parseExpectedHash(`${SHA256_ABC}  abc.txt`)).toEqual(want); // GNU coreutils sha256sum
    expect(parseExpectedHash(`${SHA256_ABC} *abc.txt`)).toEqual(want); // binary-mode line
    expect(parseExpectedHash(`SHA256 (abc.txt) = ${SHA256_ABC}`)).toEqual(want); // BSD / `sha256sum --tag`
    expect(parseExpectedHash(`sha256:${SHA256_ABC}`)).toEqual(want); // OCI digest form
    expect(parseExpectedHash(`BLAKE2s-256:${SHA256_ABC}`)).toEqual(want);
    expect(parseExpectedHash(`XXH64 (abc.txt) = 44bc2cf5ad770999`)).toEqual([bytes('44bc2cf5ad770999')]); // xxhsum --tag
    expect(parseExpectedHash(`xxh3:78af5f94892f3950`)).toEqual([bytes('78af5f94892f3950')]);
  });

  it('reads Base64 (RFC 4648 §4) and Base64url (§5), with or without padding, and SRI strings', () => {
    const b64 = Buffer.from(SHA256_ABC, 'hex').toString('base64');
    const want = [bytes(SHA256_ABC)];
    expect(parseExpectedHash(b64)).toEqual(want);
    expect(parseExpectedHash(Buffer.from(SHA256_ABC, 'hex').toString('base64url'))).toEqual(want);
    expect(parseExpectedHash(`sha256-${b64}`)).toEqual(want); // W3C Subresource Integrity
  });

  it('returns nothing for blank text', () => {
    expect(parseExpectedHash('   ')).toEqual([]);
  });

  it('names the bad character and its position', () => {
    expect(() => parseExpectedHash('  ba78!6bf')).toThrow(
      'The expected hash is neither hexadecimal nor Base64: unexpected "!" at position 7.',
    );
    const error = (() => {
      try {
        parseExpectedHash('abcd*efgh');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ToolInputError);
    expect(error).toMatchObject({ position: 4, column: 5 });
    expect(() => parseExpectedHash('abcd=efgh12')).toThrow(/unexpected "=" at position 5/);
  });

  it('rejects odd hex, mixed Base64 alphabets and too-short text', () => {
    expect(() => parseExpectedHash(SHA256_ABC.slice(1))).toThrow(/odd number of hexadecimal digits \(63\)/);
    expect(() => parseExpectedHash('ab+cd-efghij')).toThrow(/neither hexadecimal nor valid Base64/);
    expect(() => parseExpectedHash('abc')).toThrow(/too short/);
    expect(() => parseExpectedHash('abcde')).toThrow(/too short/);
    expect(() => parseExpectedHash('a'.repeat(3000))).toThrow(/too long \(3000 characters\)/);
  });
});

describe('checkExpectedHash', () => {
  it('finds the algorithm whose digest matches', () => {
    expect(checkExpectedHash(SHA256_ABC, digests)).toEqual({ status: 'match', algorithm: 'SHA-256' });
    // CRC-32 of "123456789" (CRC RevEng catalogue check value), written with an algorithm tag.
    expect(checkExpectedHash('crc32:CBF43926', { 'CRC-32': bytes('cbf43926') })).toEqual({ status: 'match', algorithm: 'CRC-32' });
    expect(checkExpectedHash(MD5_ABC.toUpperCase(), digests)).toEqual({ status: 'match', algorithm: 'MD5' });
  });

  it('reports a mismatch with the algorithms of that length', () => {
    const other = 'ff'.repeat(32);
    expect(checkExpectedHash(other, digests)).toEqual({ status: 'mismatch', candidates: ['SHA-256', 'SHA3-256', 'Keccak-256', 'BLAKE2s-256', 'BLAKE3', 'SM3'] });
    // A 32-bit checksum, written as 8 hex digits or 6 unpadded Base64 characters.
    expect(checkExpectedHash('cbf43926', digests)).toEqual({ status: 'mismatch', candidates: ['CRC-32', 'Adler-32', 'XXH32'] });
    expect(checkExpectedHash('y_Q5Jg', digests)).toEqual({ status: 'mismatch', candidates: ['CRC-32', 'Adler-32', 'XXH32'] });
    expect(checkExpectedHash('00'.repeat(20), digests)).toEqual({ status: 'mismatch', candidates: ['SHA-1', 'RIPEMD-160'] });
  });

  it('is empty for blank text', () => {
    expect(checkExpectedHash('', digests)).toEqual({ status: 'empty' });
  });
});

describe('formatting', () => {
  it('formats sizes with SI prefixes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1500)).toBe('1.5 kB');
    expect(formatBytes(268_435_456)).toBe('268.4 MB');
    expect(formatBytes(1_073_741_824)).toBe('1.07 GB');
  });

  it('formats durations', () => {
    expect(formatDuration(849.6)).toBe('850 ms');
    expect(formatDuration(1234)).toBe('1.23 s');
    expect(formatDuration(125_000)).toBe('2 min 05 s');
  });

  it('computes throughput in MB/s', () => {
    expect(throughputMBps(500_000_000, 2000)).toBe(250);
    expect(throughputMBps(10, 0)).toBeNull();
  });
});

describe('file hasher: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(fileHasherTool, fileHasherState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseExpectedHash(s));
    fuzzToolFunction((s: string) => checkExpectedHash(s, digests));
    // Hex and Base64-looking text of any length, alone or in checksum lines.
    fuzzToolFunction(
      (s: string) => checkExpectedHash(s, digests),
      fc.oneof(
        fc.stringMatching(/^[0-9a-fA-F]{0,140}$/),
        fc.stringMatching(/^[A-Za-z0-9+/_=-]{0,100}$/),
        fc.tuple(fc.stringMatching(/^[0-9a-f]{8,70}$/), fc.string()).map(([h, name]) => `SHA256 (${name}) = ${h}`),
      ),
    );
  });

  it('accepts every algorithm name in the state and nothing else', () => {
    expect(fileHasherState.schema.safeParse({ algorithms: [...HASH_ALGORITHMS] }).success).toBe(true);
    expect(fileHasherState.schema.safeParse({ algorithms: ['SHA-999'] }).success).toBe(false);
  });
});
