import { NODE_HASH_NAMES } from '@handy-tools/compute/testing';
import { HASH_ALGORITHMS, hashText, isAbortError, type HashAlgorithm } from '@handy-tools/compute';
import { blake3 } from '@noble/hashes/blake3.js';
import { keccak_224, keccak_256, keccak_384, keccak_512 } from '@noble/hashes/sha3.js';
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planOptionsQuery, restoreState } from '@handy-tools/ui';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction } from '@handy-tools/ui/testing';
import { DIGEST_ENCODINGS, type DigestEncoding } from '../shared/encoding.js';
import {
  DEFAULT_HASH_TEXT_ALGORITHMS,
  HASH_TEXT_ALGORITHMS,
  MAIN_THREAD_ALGORITHMS,
  MORE_HASH_TEXT_ALGORITHMS,
  WORKER_THRESHOLD,
  hashTextAll,
  hashTextDigests,
  hashTextOnMainThread,
} from './hash-text.js';
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
  // Keccak with its original padding, of "abc" (the Keccak team's reference code; the property test
  // below also compares every string with @noble/hashes). Keccak-512 is what CryptoJS calls "SHA3".
  'Keccak-224': 'c30411768506ebe1c2871b1ee2e87d38df342317300a9b97a95ec6a8',
  'Keccak-256': '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
  'Keccak-384': 'f7df1165f033337be098e7d288ad6a2f74409d7a60b49c36642218de161b1f99f8c681e4afaf31a34db29fb763e3c28e',
  'Keccak-512':
    '18587dc2ea106b9a1563e32b3312421ca164c7f1f07bc922a9c83d77cea3a1e5d0c69910739025372dc14ac9642629379540c17e2a65b19d77aa511a9d00bb96',
  // RFC 7693 Appendices A and B.
  'BLAKE2b-512':
    'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
  'BLAKE2s-256': '508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982',
  // BLAKE3 reference implementation (b3sum) of "abc".
  BLAKE3: '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85',
  // GB/T 32905-2016 Appendix A, example 1.
  SM3: '66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0',
  // ISO/IEC 10118-3 Whirlpool vector for "abc".
  Whirlpool:
    '4e2448a4c6f486bb16b6562c73b4020bf3043e3a731bce721ae1b303d97e6d4c7181eebdb6c57e277d0e34957114cbd6c797fc9d95d8b582d225292076d4eef5',
  // RFC 1320 A.5.
  MD4: 'a448017aaf21d8525fc10ae87aa6729d',
  // CRC-32/ISO-HDLC as zlib computes it; Adler-32 by RFC 1950 §8.2: s2·65536 + s1 with
  // s1 = 1 + 97 + 98 + 99 = 0x127 and s2 = 0x62 + 0xc4 + 0x127 = 0x24d.
  'CRC-32': '352441c2',
  'Adler-32': '024d0127',
  // xxHash reference implementation (xxhsum 0.8, seed 0).
  XXH32: '32d153ff',
  XXH64: '44bc2cf5ad770999',
  XXH3: '78af5f94892f3950',
  XXH128: '06b05ab6733a618578af5f94892f3950',
};

// Digests of the empty message: MD5 — RFC 1321 A.5; SHA3-256 — FIPS 202 examples; RIPEMD-160 — Bosselaers.
const EMPTY: Record<string, string> = {
  MD5: 'd41d8cd98f00b204e9800998ecf8427e',
  'SHA3-256': 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a',
  'RIPEMD-160': '9c1185a5c5e9fc54612808977ee8f548b2258d31',
};


// Independent implementations: OpenSSL (node:crypto), zlib (node:zlib), @noble/hashes. MD4 and
// Whirlpool (OpenSSL's legacy provider) and xxHash have none here: published vectors cover them.
const NODE_NAMES: Partial<Record<HashAlgorithm, string>> = { ...NODE_HASH_NAMES, 'BLAKE2b-512': 'blake2b512', 'BLAKE2s-256': 'blake2s256', SM3: 'sm3' };
const NOBLE: Partial<Record<HashAlgorithm, (data: Uint8Array) => Uint8Array>> = {
  'Keccak-224': keccak_224,
  'Keccak-256': keccak_256,
  'Keccak-384': keccak_384,
  'Keccak-512': keccak_512,
  BLAKE3: blake3,
};
function reference(a: HashAlgorithm, text: string): string | undefined {
  const data = new TextEncoder().encode(text);
  const node = NODE_NAMES[a];
  if (node) return createHash(node).update(data).digest('hex');
  if (a === 'CRC-32') return crc32(data).toString(16).padStart(8, '0');
  // A zlib stream ends with the Adler-32 of its data, most significant byte first (RFC 1950 §2.2).
  if (a === 'Adler-32') return Buffer.from(deflateSync(data).subarray(-4)).toString('hex');
  const noble = NOBLE[a];
  return noble ? Buffer.from(noble(data)).toString('hex') : undefined;
}

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

  it('encodes text as UTF-8 (agrees with OpenSSL, zlib and @noble/hashes on any string)', async () => {
    const checked = HASH_TEXT_ALGORITHMS.filter((a) => reference(a, '') !== undefined);
    expect(checked.length).toBeGreaterThanOrEqual(21);
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 40 }), async (text) => {
        const out = await hashTextAll(text);
        for (const a of checked) expect(out[a], a).toBe(reference(a, text));
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

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

// Published digests of text messages:
// - FIPS 180-4 examples (NIST CSRC, "Examples with intermediate values"): the 448-bit message M448
//   for SHA-1, SHA-224, SHA-256 and the 896-bit M896 for SHA-384, SHA-512; one million "a" for all
//   five (FIPS 180-2 appendices).
// - RFC 1321 A.5 (MD5 test suite) and Bosselaers' RIPEMD-160 page (the same strings, M448 and one million "a").
// - SHA-3: NIST's FIPS 202 examples for the empty message; "Test vectors for SHA-1, SHA-2 and SHA-3"
//   (di-mgt.com.au) for SHA3-256 of M448 and of one million "a".
const M448 = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq';
const M896 = 'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu';
const A62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const MILLION_A = 'a'.repeat(1_000_000);
const VECTORS: [string, string, Partial<Record<HashAlgorithm, string>>][] = [
  ['empty', '', { ...EMPTY, 'SHA3-224': '6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7', 'SHA3-384': '0c63a75b845e4f7d01107d852e4c2485c51a50aaaa94fc61995e71bbee983a2ac3713831264adb47fb6bd1e058d5f004', 'SHA3-512': 'a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a615b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26' }],
  ['"a"', 'a', { MD5: '0cc175b9c0f1b6a831c399e269772661', 'RIPEMD-160': '0bdc9d2d256b3ee9daae347be6f4dc835a467ffe' }],
  ['"abc"', 'abc', Object.fromEntries(DEFAULT_HASH_TEXT_ALGORITHMS.map((a) => [a, ABC[a]]))],
  ['"message digest"', 'message digest', { MD5: 'f96b697d7cb7938d525a2f31aaf161d0', 'RIPEMD-160': '5d0689ef49d2fae572b881b123a85ffa21595f36' }],
  ['a…z', 'abcdefghijklmnopqrstuvwxyz', { MD5: 'c3fcd3d76192e4007dfb496cca67e13b', 'RIPEMD-160': 'f71c27109c692c1b56bbdceb5b9d2865b3708dbc' }],
  ['A…Za…z0…9', A62, { MD5: 'd174ab98d277d9f5a5611c2c9f419d9f', 'RIPEMD-160': 'b0e20b6e3116640286ed3a87a5713079b21f5189' }],
  ['8 × "1234567890"', '1234567890'.repeat(8), { MD5: '57edf4a22be3c955ac49da2e2107b67a', 'RIPEMD-160': '9b752e45573d4b39f4dbd3323cab82bf63326bfb' }],
  [
    'the 448-bit message',
    M448,
    {
      'SHA-1': '84983e441c3bd26ebaae4aa1f95129e5e54670f1',
      'SHA-224': '75388b16512776cc5dba5da1fd890150b0c6455cb4f58b1952522525',
      'SHA-256': '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
      'SHA3-256': '41c0dba2a9d6240849100376a8235e2c82e1b9998a999e21db32dd97496d3376',
      'RIPEMD-160': '12a053384a9c0c88e405a06c27dcf49ada62eb2b',
    },
  ],
  [
    'the 896-bit message',
    M896,
    {
      'SHA-384': '09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039',
      'SHA-512': '8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909',
    },
  ],
  [
    'one million "a"',
    MILLION_A,
    {
      'SHA-1': '34aa973cd4c4daa4f61eeb2bdbad27316534016f',
      'SHA-224': '20794655980c91d8bbb4c1ea97618a4bf03f42581948b2ee4ee7ad67',
      'SHA-256': 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
      'SHA-384': '9d0e1809716474cb086e834e310a4a1ced149e9c00f248527972cec5704c2a5b07b8b3dc38ecc4ebae97ddd87f3d8985',
      'SHA-512': 'e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b',
      'SHA3-256': '5c8875ae474a3634ba4fd55ec85bffd661f32aca75c6d699d0cdcb6c115891c1',
      'RIPEMD-160': '52783243c1697bdbe16d37f97f68f08325dc1528',
    },
  ],
];

describe('the algorithm sets', () => {
  it('shows the common set by default and offers every other algorithm of the compute core as "more"', () => {
    expect([...DEFAULT_HASH_TEXT_ALGORITHMS]).toEqual(['MD5', 'SHA-1', 'SHA-224', 'SHA-256', 'SHA-384', 'SHA-512', 'SHA3-224', 'SHA3-256', 'SHA3-384', 'SHA3-512', 'RIPEMD-160']);
    const both: readonly HashAlgorithm[] = [...DEFAULT_HASH_TEXT_ALGORITHMS, ...MORE_HASH_TEXT_ALGORITHMS];
    expect(HASH_ALGORITHMS.filter((a) => both.includes(a))).toEqual([...both]); // display order is the core's
    expect(new Set(both).size).toBe(both.length);
    expect([...HASH_TEXT_ALGORITHMS]).toEqual([...HASH_ALGORITHMS]);
  });

  it('hashes every default (and Keccak) on the main thread', () => {
    const keccak: HashAlgorithm[] = ['Keccak-224', 'Keccak-256', 'Keccak-384', 'Keccak-512'];
    expect([...MAIN_THREAD_ALGORITHMS]).toEqual([...DEFAULT_HASH_TEXT_ALGORITHMS, ...keccak]);
  });
});

describe('the main thread (WebCrypto + @noble/hashes) and the compute core (hash-wasm) give the same digests', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(VECTORS)('on %s, the published digests', async (_name, text, published) => {
    const [here, core] = await Promise.all([hashTextOnMainThread(text, MAIN_THREAD_ALGORITHMS), hashText(text, MAIN_THREAD_ALGORITHMS)]);
    for (const a of MAIN_THREAD_ALGORITHMS) expect(hex(here[a]), a).toBe(hex(core[a]));
    for (const [a, digest] of Object.entries(published)) expect(hex(here[a as HashAlgorithm]), a).toBe(digest);
  });

  it('on random texts of any code point (lone surrogates too), across block boundaries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (text) => {
        const [here, core] = await Promise.all([hashTextOnMainThread(text, MAIN_THREAD_ALGORITHMS), hashText(text, MAIN_THREAD_ALGORITHMS)]);
        for (const a of MAIN_THREAD_ALGORITHMS) expect(hex(here[a]), a).toBe(hex(core[a]));
      }),
      { numRuns: 60 },
    );
  });

  it('uses WebCrypto for SHA-1 and SHA-2, and the compute core where a page has no crypto.subtle (plain HTTP)', async () => {
    const digest = vi.spyOn(crypto.subtle, 'digest');
    await hashTextAll('abc', 'hex', DEFAULT_HASH_TEXT_ALGORITHMS);
    expect(digest.mock.calls.map(([name]) => name).sort()).toEqual(['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512']);
    digest.mockRestore();

    vi.stubGlobal('crypto', undefined);
    await expect(hashTextOnMainThread('abc', ['SHA-256'])).rejects.toThrow(TypeError);
    expect(await hashTextAll('abc', 'hex', DEFAULT_HASH_TEXT_ALGORITHMS)).toEqual(Object.fromEntries(DEFAULT_HASH_TEXT_ALGORITHMS.map((a) => [a, ABC[a]])));
  });

  it('rejects, as a caller bug, an algorithm the main thread cannot do', async () => {
    await expect(hashTextOnMainThread('abc', ['BLAKE3'] as HashAlgorithm[])).rejects.toThrow(TypeError);
  });
});

describe('hashTextDigests', () => {
  it('mixes main-thread and compute-core algorithms, in canonical order', async () => {
    const out = await hashTextDigests('abc', ['XXH3', 'SHA-256', 'Keccak-512', 'BLAKE3', 'MD5']);
    expect(Object.keys(out)).toEqual(['MD5', 'SHA-256', 'Keccak-512', 'BLAKE3', 'XXH3']);
    for (const a of Object.keys(out) as (keyof typeof out)[]) expect(hex(out[a]), a).toBe(ABC[a]);
  });

  it('sends a text at the worker threshold to the compute worker, with progress to the end', async () => {
    const text = 'a'.repeat(WORKER_THRESHOLD);
    const progress: [number, number][] = [];
    const out = await hashTextDigests(text, ['SHA-256', 'RIPEMD-160'], { onProgress: (done, total) => progress.push([done, total]) });
    // One million "a": FIPS 180-2 appendix B.3 (SHA-256) and Bosselaers' RIPEMD-160 page.
    expect(text.length).toBe(1_000_000);
    expect(hex(out['SHA-256'])).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
    expect(hex(out['RIPEMD-160'])).toBe('52783243c1697bdbe16d37f97f68f08325dc1528');
    expect(progress.at(-1)).toEqual([1_000_000, 1_000_000]);
  });

  it('gives OpenSSL\'s digests of a 5 MB pasted text in every default algorithm (the large path, across its steps)', async () => {
    // ASCII lines with 2-, 3- and 4-byte characters and a lone surrogate (U+FFFD in UTF-8) now and then.
    const line = 'The quick brown fox jumps over the lazy dog 0123456789 !#$%&()*+,-./:;<=>?@[]^_{|}~\n';
    const text = (line.repeat(40) + 'é€😀\uDC00').repeat(1_500);
    expect(text.length).toBeGreaterThan(5_000_000);
    const bytes = Buffer.from(text, 'utf8');
    const progress: [number, number][] = [];
    const out = await hashTextDigests(text, DEFAULT_HASH_TEXT_ALGORITHMS, { onProgress: (done, total) => progress.push([done, total]) });
    expect(Object.keys(out)).toEqual([...DEFAULT_HASH_TEXT_ALGORITHMS]);
    for (const a of DEFAULT_HASH_TEXT_ALGORITHMS) expect(hex(out[a]), a).toBe(createHash(NODE_NAMES[a]!).update(bytes).digest('hex'));
    expect(progress.at(-1)).toEqual([text.length, text.length]);
  });

  it('stops a long text when cancelled', async () => {
    const error = await hashTextDigests('a'.repeat(WORKER_THRESHOLD), ['SHA-256'], { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });

  it('rejects an empty or unknown algorithm list as a caller bug (TypeError)', async () => {
    await expect(hashTextDigests('abc', [])).rejects.toThrow(TypeError);
    await expect(hashTextDigests('abc', ['SHA-2'] as unknown as HashAlgorithm[])).rejects.toThrow(TypeError);
  });
});

describe('hash text state: more algorithms', () => {
  it('keeps the chosen extra algorithms, none by default, and refuses a default or unknown name', () => {
    expect(hashTextState.schema.parse({}).moreAlgorithms).toEqual([]);
    expect(hashTextState.schema.parse({ moreAlgorithms: ['Keccak-512', 'XXH3'] }).moreAlgorithms).toEqual(['Keccak-512', 'XXH3']);
    expect(hashTextState.schema.safeParse({ moreAlgorithms: ['SHA-256'] }).success).toBe(false);
    expect(hashTextState.schema.safeParse({ moreAlgorithms: ['SHA3'] }).success).toBe(false);
    expect(hashTextState.options).toContain('moreAlgorithms');
  });

  it('puts the choice in the link (query string) and reads it back', () => {
    const state = { ...hashTextState.schema.parse({}), moreAlgorithms: ['Keccak-512', 'XXH3'] as const };
    const { search } = planOptionsQuery(hashTextState, { ...state, moreAlgorithms: [...state.moreAlgorithms] });
    expect(new URLSearchParams(search).has('moreAlgorithms')).toBe(true);
    expect(restoreState(hashTextState, { search }).state.moreAlgorithms).toEqual(['Keccak-512', 'XXH3']);
  });
});
