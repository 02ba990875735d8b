import { NODE_HASH_NAMES as NODE_NAMES } from '../testing.js';
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAbortError } from './abort.js';
import { HASH_ALGORITHMS, normalizeAlgorithms, type HashAlgorithm } from './algorithms.js';
import { hashBlob, hashBytes, hashChunks, hashText, webCryptoAlgorithms } from './hash.js';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const MILLION_A = 'a'.repeat(1_000_000);
// FIPS 180-2 Appendix B / NIST CSRC "Example Algorithms": the 448-bit and 896-bit messages.
const MSG_448 = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq';
const MSG_896 = 'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu';

// Published vectors: [algorithm, message, expected hex digest].
const VECTORS: [HashAlgorithm, string, string][] = [
  // RFC 1321, Appendix A.5 (MD5 test suite).
  ['MD5', '', 'd41d8cd98f00b204e9800998ecf8427e'],
  ['MD5', 'a', '0cc175b9c0f1b6a831c399e269772661'],
  ['MD5', 'abc', '900150983cd24fb0d6963f7d28e17f72'],
  ['MD5', 'message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
  ['MD5', 'abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
  ['MD5', 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
  ['MD5', '1234567890'.repeat(8), '57edf4a22be3c955ac49da2e2107b67a'],
  // FIPS 180-4 examples (NIST CSRC "Cryptographic Standards and Guidelines: Examples with Intermediate Values").
  ['SHA-1', 'abc', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
  ['SHA-1', MSG_448, '84983e441c3bd26ebaae4aa1f95129e5e54670f1'],
  ['SHA-1', MILLION_A, '34aa973cd4c4daa4f61eeb2bdbad27316534016f'],
  ['SHA-224', 'abc', '23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7'],
  ['SHA-224', MSG_448, '75388b16512776cc5dba5da1fd890150b0c6455cb4f58b1952522525'],
  ['SHA-224', MILLION_A, '20794655980c91d8bbb4c1ea97618a4bf03f42581948b2ee4ee7ad67'],
  ['SHA-256', 'abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ['SHA-256', MSG_448, '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
  ['SHA-256', MILLION_A, 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0'],
  ['SHA-384', 'abc', 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7'],
  ['SHA-384', MSG_896, '09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039'],
  ['SHA-384', MILLION_A, '9d0e1809716474cb086e834e310a4a1ced149e9c00f248527972cec5704c2a5b07b8b3dc38ecc4ebae97ddd87f3d8985'],
  [
    'SHA-512',
    'abc',
    'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
  ],
  [
    'SHA-512',
    MSG_896,
    '8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909',
  ],
  [
    'SHA-512',
    MILLION_A,
    'e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b',
  ],
  // FIPS 202 examples (NIST CSRC SHA-3 "abc" and empty-message examples).
  ['SHA3-224', '', '6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7'],
  ['SHA3-224', 'abc', 'e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf'],
  ['SHA3-256', '', 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a'],
  ['SHA3-256', 'abc', '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532'],
  ['SHA3-384', 'abc', 'ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25'],
  [
    'SHA3-512',
    'abc',
    'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
  ],
  // RIPEMD-160 reference vectors (A. Bosselaers, "The hash function RIPEMD-160", homes.esat.kuleuven.be/~bosselae/ripemd160.html).
  ['RIPEMD-160', '', '9c1185a5c5e9fc54612808977ee8f548b2258d31'],
  ['RIPEMD-160', 'a', '0bdc9d2d256b3ee9daae347be6f4dc835a467ffe'],
  ['RIPEMD-160', 'abc', '8eb208f7e05d987a9b044a8e98c6b087f15a0bfc'],
  ['RIPEMD-160', 'message digest', '5d0689ef49d2fae572b881b123a85ffa21595f36'],
  ['RIPEMD-160', 'abcdefghijklmnopqrstuvwxyz', 'f71c27109c692c1b56bbdceb5b9d2865b3708dbc'],
  ['RIPEMD-160', MSG_448, '12a053384a9c0c88e405a06c27dcf49ada62eb2b'],
  ['RIPEMD-160', 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'b0e20b6e3116640286ed3a87a5713079b21f5189'],
  ['RIPEMD-160', '1234567890'.repeat(8), '9b752e45573d4b39f4dbd3323cab82bf63326bfb'],
  ['RIPEMD-160', MILLION_A, '52783243c1697bdbe16d37f97f68f08325dc1528'],
];

const label = (m: string) => (m.length > 20 ? `${m.slice(0, 12)}… (${m.length} chars)` : JSON.stringify(m));

describe('published test vectors', () => {
  it.each(VECTORS)('%s of %#', async (algorithm, message, expected) => {
    const { [algorithm]: digest } = await hashText(message, [algorithm]);
    expect(hex(digest), `${algorithm}(${label(message)})`).toBe(expected);
  });

  it.each(VECTORS)('%s of %# through hashBlob, chunked, with and without WebCrypto', async (algorithm, message, expected) => {
    const blob = new Blob([message]);
    for (const webCryptoMaxBytes of [0, Infinity]) {
      const digests = await hashBlob(blob, [algorithm], { chunkSize: 4096, webCryptoMaxBytes });
      expect(hex(digests[algorithm])).toBe(expected);
    }
  });

  it('computes every algorithm of one message in one call', async () => {
    const digests = await hashText('abc', HASH_ALGORITHMS);
    expect(Object.keys(digests)).toEqual([...HASH_ALGORITHMS]);
    for (const [algorithm, message, expected] of VECTORS) {
      if (message === 'abc') expect(hex(digests[algorithm])).toBe(expected);
    }
  });
});

function splitAt(data: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => c % (data.length + 1)))].sort((a, b) => a - b);
  const parts: Uint8Array[] = [];
  let start = 0;
  for (const p of [...points, data.length]) {
    parts.push(data.subarray(start, p));
    start = p;
  }
  return parts;
}

describe('properties', () => {
  const algorithmsArb = fc.subarray([...HASH_ALGORITHMS], { minLength: 1 });

  it('one-shot digests equal OpenSSL (node:crypto) for random bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), algorithmsArb, async (data, algorithms) => {
        const digests = await hashBytes(data, algorithms);
        for (const a of algorithms) expect(hex(digests[a])).toBe(createHash(NODE_NAMES[a]).update(data).digest('hex'));
      }),
      { numRuns: 60 },
    );
  });

  it('chunked (hashChunks, any split) equals one-shot', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 5000 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        algorithmsArb,
        async (data, cuts, algorithms) => {
          const whole = await hashBytes(data, algorithms);
          const chunked = await hashChunks(splitAt(data, cuts), algorithms);
          for (const a of algorithms) expect(hex(chunked[a])).toBe(hex(whole[a]));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('hashBlob with any chunk size, WebCrypto on or off, equals one-shot; progress is monotonic and ends at the total', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 5000 }),
        fc.integer({ min: 1, max: 6000 }),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        algorithmsArb,
        async (data, chunkSize, readAhead, webCrypto, algorithms) => {
          const calls: [number, number][] = [];
          const digests = await hashBlob(new Blob([data]), algorithms, {
            chunkSize,
            readAhead,
            webCryptoMaxBytes: webCrypto ? Infinity : 0,
            onProgress: (done, total) => calls.push([done, total]),
          });
          const whole = await hashBytes(data, algorithms);
          for (const a of algorithms) expect(hex(digests[a])).toBe(hex(whole[a]));
          expect(calls[0]).toEqual([0, data.length]);
          expect(calls.at(-1)).toEqual([data.length, data.length]);
          for (let i = 1; i < calls.length; i++) expect(calls[i]![0]).toBeGreaterThan(calls[i - 1]![0]);
          expect(calls.length).toBe(1 + Math.ceil(data.length / chunkSize));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('WebCrypto strategy', () => {
  it('uses WebCrypto for SHA-1/256/384/512 only, and only up to the size limit', () => {
    expect(webCryptoAlgorithms([...HASH_ALGORITHMS], 10, 100)).toEqual(['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512']);
    expect(webCryptoAlgorithms(['SHA-256'], 101, 100)).toEqual([]);
    expect(webCryptoAlgorithms(['SHA-256'], 1, 0)).toEqual([]);
  });
});

describe('FileReader path (browsers and workers: WebCrypto-only jobs)', () => {
  // Node has no FileReader: a minimal stand-in that reads the Blob in two progress steps.
  class FakeFileReader {
    static fail = false;
    result: ArrayBuffer | null = null;
    error: Error | null = null;
    onprogress: ((e: { loaded: number }) => void) | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    aborted = false;
    abort() {
      this.aborted = true;
    }
    readAsArrayBuffer(blob: Blob) {
      void blob.arrayBuffer().then(async (buffer) => {
        await new Promise((r) => setTimeout(r, 5));
        if (this.aborted) return;
        if (FakeFileReader.fail) {
          this.error = new Error('NotReadableError');
          this.onerror?.();
          return;
        }
        this.onprogress?.({ loaded: Math.floor(buffer.byteLength / 2) });
        await new Promise((r) => setTimeout(r, 5));
        if (this.aborted) return;
        this.result = buffer;
        this.onload?.();
      });
    }
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeFileReader.fail = false;
  });

  it('reads once, digests with WebCrypto and reports monotonic progress up to the total', async () => {
    vi.stubGlobal('FileReader', FakeFileReader);
    const data = new TextEncoder().encode(MSG_448);
    const calls: number[] = [];
    const digests = await hashBlob(new Blob([data]), ['SHA-1', 'SHA-256'], { onProgress: (done) => calls.push(done) });
    expect(hex(digests['SHA-256'])).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
    expect(hex(digests['SHA-1'])).toBe('84983e441c3bd26ebaae4aa1f95129e5e54670f1');
    expect(calls).toEqual([0, 28, 56]);
  });

  it('falls back to chunked reading when the FileReader fails', async () => {
    vi.stubGlobal('FileReader', FakeFileReader);
    FakeFileReader.fail = true;
    const digests = await hashBlob(new Blob(['abc']), ['SHA-256'], { chunkSize: 2 });
    expect(hex(digests['SHA-256'])).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('cancels the read', async () => {
    vi.stubGlobal('FileReader', FakeFileReader);
    const controller = new AbortController();
    const run = hashBlob(new Blob(['abc']), ['SHA-256'], { signal: controller.signal });
    controller.abort();
    await expect(run).rejects.toSatisfy(isAbortError);
  });
});

describe('cancel', () => {
  it('stops reading when the signal aborts mid-way and rejects with an AbortError', async () => {
    const data = new Uint8Array(1024 * 1024);
    const controller = new AbortController();
    let lastDone = 0;
    const run = hashBlob(new Blob([data]), ['SHA-256', 'MD5'], {
      chunkSize: 64 * 1024,
      signal: controller.signal,
      onProgress: (done) => {
        lastDone = done;
        if (done >= 256 * 1024) controller.abort();
      },
    });
    const error = await run.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isAbortError(error)).toBe(true);
    expect(lastDone).toBe(256 * 1024); // no chunk was hashed after the abort
  });

  it('rejects at once when the signal is already aborted', async () => {
    const signal = AbortSignal.abort();
    await expect(hashBlob(new Blob(['x']), ['MD5'], { signal })).rejects.toSatisfy(isAbortError);
    await expect(hashChunks([new Uint8Array(1)], ['MD5'], { signal })).rejects.toSatisfy(isAbortError);
  });

  it('hashChunks stops between chunks', async () => {
    const controller = new AbortController();
    let seen = 0;
    function* chunks() {
      for (let i = 0; i < 10; i++) {
        if (i === 3) controller.abort();
        seen++;
        yield new Uint8Array(10);
      }
    }
    await expect(hashChunks(chunks(), ['SHA-1'], { signal: controller.signal })).rejects.toSatisfy(isAbortError);
    expect(seen).toBe(4);
  });
});

describe('bad arguments (caller bugs)', () => {
  it('rejects an empty or unknown algorithm list', async () => {
    await expect(hashText('x', [])).rejects.toThrow(TypeError);
    await expect(hashText('x', ['SHA-999' as HashAlgorithm])).rejects.toThrow(/Unknown hash algorithm "SHA-999"/);
    await expect(hashBlob(new Blob(['x']), ['MD5'], { chunkSize: 0 })).rejects.toThrow(/chunk size/);
    await expect(hashBlob(new Blob(['x']), ['MD5'], { readAhead: 0 })).rejects.toThrow(/read-ahead/);
  });

  it('fails clearly when the input shrinks while it is read', async () => {
    const real = new Blob([new Uint8Array(100)]);
    const shrinking = { size: 100, slice: (start: number, end: number) => real.slice(start, Math.min(end, 60)) } as unknown as Blob;
    await expect(hashBlob(shrinking, ['MD5'], { chunkSize: 40, webCryptoMaxBytes: 0 })).rejects.toThrow(
      /changed while it was read \(at byte 40 of 100\)/,
    );
  });

  it('normalizes order and duplicates', () => {
    expect(normalizeAlgorithms(['SHA-256', 'MD5', 'SHA-256'])).toEqual(['MD5', 'SHA-256']);
  });
});
