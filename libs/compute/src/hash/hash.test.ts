import { NODE_HASH_NAMES } from '../testing.js';
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAbortError } from './abort.js';
import { HASH_ALGORITHM_INFO, HASH_ALGORITHMS, normalizeAlgorithms, type HashAlgorithm } from './algorithms.js';
import { hashBlob, hashBytes, hashChunks, hashInMemory, hashLongText, hashText, webCryptoAlgorithms } from './hash.js';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

// Node's OpenSSL names (libs/compute/src/testing.ts) plus those it has for the newer algorithms.
const NODE_NAMES: Partial<Record<HashAlgorithm, string>> = { ...NODE_HASH_NAMES, 'BLAKE2b-512': 'blake2b512', 'BLAKE2s-256': 'blake2s256', SM3: 'sm3' };
const u32 = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
/**
 * A digest from an implementation independent of hash-wasm, where Node has one: OpenSSL through
 * node:crypto, zlib through node:zlib (CRC-32, and Adler-32 as the RFC 1950 §2.2 trailer of a
 * zlib stream). Keccak, BLAKE3, MD4, Whirlpool and xxHash have none here (OpenSSL keeps MD4 and
 * Whirlpool in its legacy provider): published vectors cover them (and tool-hash's tests compare
 * Keccak and BLAKE3 with @noble/hashes).
 */
function reference(a: HashAlgorithm, data: Uint8Array): string | undefined {
  const node = NODE_NAMES[a];
  if (node) return createHash(node).update(data).digest('hex');
  switch (a) {
    case 'CRC-32':
      return u32(crc32(data));
    case 'Adler-32':
      return hex(deflateSync(data).subarray(-4));
    default:
      return undefined;
  }
}
const WITH_REFERENCE = HASH_ALGORITHMS.filter((a) => reference(a, new Uint8Array()) !== undefined);
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
  // RFC 1320, Appendix A.5 (MD4 test suite).
  ['MD4', '', '31d6cfe0d16ae931b73c59d7e0c089c0'],
  ['MD4', 'a', 'bde52cb31de33e46245e05fbdbd6fb24'],
  ['MD4', 'abc', 'a448017aaf21d8525fc10ae87aa6729d'],
  ['MD4', 'message digest', 'd9130a8164549fe818874806e1c7014b'],
  ['MD4', 'abcdefghijklmnopqrstuvwxyz', 'd79e1c308aa5bbcdeea8ed63df412da9'],
  ['MD4', 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', '043f8582f241db351ce627e153e7f0e4'],
  ['MD4', '1234567890'.repeat(8), 'e33b4ddc9c38f2199c3e7b164fcc0536'],
  // Keccak team, KeccakKAT ShortMsgKAT_{224,256,384,512}.txt, Len = 0 (original Keccak padding, not FIPS 202's).
  ['Keccak-224', '', 'f71837502ba8e10837bdd8d365adb85591895602fc552b48b7390abd'],
  ['Keccak-256', '', 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
  ['Keccak-384', '', '2c23146a63a29acf99e73b88f8c24eaa7dc60aa771780ccc006afbfa8fe2479b2dd2b21362337441ac12b515911957ff'],
  [
    'Keccak-512',
    '',
    '0eab42de4c3ceb9235fc91acffe746b29c29a8c366b7c60e4e67c466f36a4304c00fa9caf9d87976ba469bcbe06713b435f091ef2769fb160cdab33d3670680e',
  ],
  // RFC 7693 Appendix A (BLAKE2b-512 of "abc") and Appendix B (BLAKE2s-256 of "abc").
  [
    'BLAKE2b-512',
    'abc',
    'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
  ],
  ['BLAKE2s-256', 'abc', '508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982'],
  // BLAKE3 official test_vectors.json (github.com/BLAKE3-team/BLAKE3, test_vectors/), input_len 0, default hash.
  ['BLAKE3', '', 'af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262'],
  // GB/T 32905-2016 Appendix A, examples 1 and 2.
  ['SM3', 'abc', '66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0'],
  ['SM3', 'abcd'.repeat(16), 'debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732'],
  // ISO/IEC 10118-3:2004 Whirlpool vectors (as in the NESSIE test-vector set).
  [
    'Whirlpool',
    '',
    '19fa61d75522a4669b44e39c1d2e1726c530232130d407f89afee0964997f7a73e83be698b288febcf88e3e03c4f0757ea8964e59b63d93708b138cc42a66eb3',
  ],
  [
    'Whirlpool',
    'a',
    '8aca2602792aec6f11a67206531fb7d7f0dff59413145e6973c45001d0087b42d11bc645413aeff63a42391a39145a591a92200d560195e53b478584fdae231a',
  ],
  [
    'Whirlpool',
    'abc',
    '4e2448a4c6f486bb16b6562c73b4020bf3043e3a731bce721ae1b303d97e6d4c7181eebdb6c57e277d0e34957114cbd6c797fc9d95d8b582d225292076d4eef5',
  ],
  [
    'Whirlpool',
    'message digest',
    '378c84a4126e2dc6e56dcc7458377aac838d00032230f53ce1f5700c0ffb4d3b8421557659ef55c106b4b52ac5a4aaa692ed920052838f3362e86dbd37a8903e',
  ],
  // CRC RevEng catalogue, CRC-32/ISO-HDLC: check = 0xcbf43926 (CRC of "123456789").
  ['CRC-32', '123456789', 'cbf43926'],
  ['CRC-32', '', '00000000'],
  // Adler-32: RFC 1950 §8.2 starts from s1 = 1, s2 = 0, so the empty message gives 0x00000001;
  // "Wikipedia" = 0x11E60398 is the worked example of the Adler-32 article.
  ['Adler-32', '', '00000001'],
  ['Adler-32', 'Wikipedia', '11e60398'],
  // xxHash reference implementation (xxhsum 0.8, seed 0): the empty input's sanity values and "abc".
  ['XXH32', '', '02cc5d05'],
  ['XXH32', 'abc', '32d153ff'],
  ['XXH64', '', 'ef46db3751d8e999'],
  ['XXH64', 'abc', '44bc2cf5ad770999'],
  ['XXH3', '', '2d06800538d394c2'],
  ['XXH3', 'abc', '78af5f94892f3950'],
  ['XXH128', '', '99aa06d3014798d86001c324468d497f'],
  ['XXH128', 'abc', '06b05ab6733a618578af5f94892f3950'],
];

/** The input of BLAKE3's test_vectors.json: `length` bytes 0, 1, …, 250, 0, 1, … (i mod 251). */
const blake3Input = (length: number) => Uint8Array.from({ length }, (_, i) => i % 251);

/**
 * The input of xxHash's sanity check (github.com/Cyan4973/xxHash, cli/xsum_sanity_check.c,
 * `XSUM_fillTestBuffer`): a 64-bit generator starting at PRIME32 = 2654435761, multiplied by
 * PRIME64 = 11400714785074694797 (mod 2^64) after each byte; each byte is the generator's top 8 bits.
 */
function xxhashSanityBuffer(length: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(length);
  let gen = 2654435761n;
  for (let i = 0; i < length; i++) {
    out[i] = Number(gen >> 56n);
    gen = (gen * 11400714785074694797n) & 0xffff_ffff_ffff_ffffn;
  }
  return out;
}

// xxHash's sanity-check vectors with seed 0 (cli/xsum_sanity_check.c: XSUM_XXH32_testdata,
// XSUM_XXH64_testdata, XSUM_XXH3_testdata, XSUM_XXH128_testdata), [input length, result]. The
// lengths reach every branch of XXH3 (0, 1–3, 4–8, 9–16, 17–128, 129–240 bytes, one block with an
// overlapping last stripe, several blocks). Digests in the canonical big-endian form: XXH128's
// high 64 bits first (the C table lists { low64, high64 }).
const XXH_SANITY: [HashAlgorithm, number, string][] = [
  ['XXH32', 0, '02cc5d05'],
  ['XXH32', 1, 'cf65b03e'],
  ['XXH32', 14, '1208e7e2'],
  ['XXH32', 222, '5bd11dbd'],
  ['XXH64', 0, 'ef46db3751d8e999'],
  ['XXH64', 1, 'e934a84adb052768'],
  ['XXH64', 4, '9136a0dca57457ee'],
  ['XXH64', 14, '8282dcc4994e35c8'],
  ['XXH64', 222, 'b641ae8cb691c174'],
  ['XXH3', 0, '2d06800538d394c2'],
  ['XXH3', 1, 'c44bdff4074eecdb'],
  ['XXH3', 6, '27b56a84cd2d7325'],
  ['XXH3', 12, 'a713daf0dfbb77e7'],
  ['XXH3', 24, 'a3fe70bf9d3510eb'],
  ['XXH3', 48, '397da259ecba1f11'],
  ['XXH3', 80, 'bcdefbbb2c47c90a'],
  ['XXH3', 195, 'cd94217ee362ec3a'],
  ['XXH3', 403, 'cdeb804d65c6dea4'],
  ['XXH3', 512, '617e49599013cb6b'],
  ['XXH3', 2048, 'dd59e2c3a5f038e0'],
  ['XXH3', 2240, '6e73a90539cf2948'],
  ['XXH3', 2367, 'cb37aeb9e5d361ed'],
  ['XXH128', 0, '99aa06d3014798d8' + '6001c324468d497f'],
  ['XXH128', 1, 'a6cd5e9392000f6a' + 'c44bdff4074eecdb'],
  ['XXH128', 6, '082afe0b8162d12a' + '3e7039bdda43cfc6'],
  ['XXH128', 12, '6e3efd8fc7802b18' + '061a192713f69ad9'],
  ['XXH128', 24, '0ce966e4678d3761' + '1e7044d28b1b901d'],
  ['XXH128', 48, 'a002ac4e5478227e' + 'f942219aed80f67b'],
  ['XXH128', 81, '4952f58181ab0042' + '5e8bafb9f95fb803'],
  ['XXH128', 222, '337e09641b948717' + 'f1aebd597cec6b3a'],
  ['XXH128', 403, '1b6de21e332dd73d' + 'cdeb804d65c6dea4'],
  ['XXH128', 512, '18d2d110dcc9bca1' + '617e49599013cb6b'],
  ['XXH128', 2048, 'f736557fd47073a5' + 'dd59e2c3a5f038e0'],
  ['XXH128', 2240, 'ccb134fbfa7ce49d' + '6e73a90539cf2948'],
  ['XXH128', 2367, 'e89c0f6ff369b427' + 'cb37aeb9e5d361ed'],
];

// BLAKE3 official test_vectors.json (github.com/BLAKE3-team/BLAKE3, test_vectors/), `hash` mode:
// [input_len, first 32 bytes of the extended output = the default 256-bit hash]. The lengths cross
// the 64-byte block and 1024-byte chunk boundaries and build trees of several levels.
const BLAKE3_VECTORS: [number, string][] = [
  [0, 'af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262'],
  [1, '2d3adedff11b61f14c886e35afa036736dcd87a74d27b5c1510225d0f592e213'],
  [1023, '10108970eeda3eb932baac1428c7a2163b0e924c9a9e25b35bba72b28f70bd11'],
  [1024, '42214739f095a406f3fc83deb889744ac00df831c10daa55189b5d121c855af7'],
  [1025, 'd00278ae47eb27b34faecf67b4fe263f82d5412916c1ffd97c8cb7fb814b8444'],
  [2048, 'e776b6028c7cd22a4d0ba182a8bf62205d2ef576467e838ed6f2529b85fba24a'],
  [2049, '5f4d72f40d7a5f82b15ca2b2e44b1de3c2ef86c426c95c1af0b6879522563030'],
  [3072, 'b98cb0ff3623be03326b373de6b9095218513e64f1ee2edd2525c7ad1e5cffd2'],
  [3073, '7124b49501012f81cc7f11ca069ec9226cecb8a2c850cfe644e327d22d3e1cd3'],
  [4096, '015094013f57a5277b59d8475c0501042c0b642e531b0a1c8f58d2163229e969'],
  [4097, '9b4052b38f1c5fc8b1f9ff7ac7b27cd242487b3d890d15c96a1c25b8aa0fb995'],
  [5120, '9cadc15fed8b5d854562b26a9536d9707cadeda9b143978f319ab34230535833'],
  [5121, '628bd2cb2004694adaab7bbd778a25df25c47b9d4155a55f8fbd79f2fe154cff'],
  [6144, '3e2e5b74e048f3add6d21faab3f83aa44d3b2278afb83b80b3c35164ebeca205'],
  [6145, 'f1323a8631446cc50536a9f705ee5cb619424d46887f3c376c695b70e0f0507f'],
  [7168, '61da957ec2499a95d6b8023e2b0e604ec7f6b50e80a9678b89d2628e99ada77a'],
  [7169, 'a003fc7a51754a9b3c7fae0367ab3d782dccf28855a03d435f8cfe74605e7817'],
  [8192, 'aae792484c8efe4f19e2ca7d371d8c467ffb10748d8a5a1ae579948f718a2a63'],
  [8193, 'bab6c09cb8ce8cf459261398d2e7aef35700bf488116ceb94a36d0f5f1b7bc3b'],
  [16384, 'f875d6646de28985646f34ee13be9a576fd515f76b5b0a26bb324735041ddde4'],
  [31744, '62b6960e1a44bcc1eb1a611a8d6235b6b4b78f32e7abc4fb4c6cdcce94895c47'],
  [102400, 'bc3e3d41a1146b069abffad3c0d44860cf664390afce4d9661f7902e7943e085'],
];

// Byte messages (not text): [algorithm, message bytes, expected hex].
const BYTE_VECTORS: [HashAlgorithm, Uint8Array<ArrayBuffer>, string][] = [
  ...BLAKE3_VECTORS.map(([length, hash]): [HashAlgorithm, Uint8Array<ArrayBuffer>, string] => ['BLAKE3', blake3Input(length), hash]),
  ...XXH_SANITY.map(([algorithm, length, result]): [HashAlgorithm, Uint8Array<ArrayBuffer>, string] => [algorithm, xxhashSanityBuffer(length), result]),
];

const label = (m: string) => (m.length > 20 ? `${m.slice(0, 12)}… (${m.length} chars)` : JSON.stringify(m));

describe('published test vectors', () => {
  it.each(VECTORS)('%s of %#', async (algorithm, message, expected) => {
    const { [algorithm]: digest } = await hashText(message, [algorithm]);
    expect(hex(digest), `${algorithm}(${label(message)})`).toBe(expected);
  });

  it.each(VECTORS)('%s of %# through hashBlob, chunked, whole-input WebCrypto and streamed', async (algorithm, message, expected) => {
    const blob = new Blob([message]);
    for (const webCrypto of ['always', 'never'] as const) {
      const digests = await hashBlob(blob, [algorithm], { chunkSize: 4096, webCryptoMaxBytes: Infinity, webCrypto });
      expect(hex(digests[algorithm]), webCrypto).toBe(expected);
    }
  });

  it.each(BYTE_VECTORS)('%s of bytes %#', async (algorithm, message, expected) => {
    expect(hex((await hashBytes(message, [algorithm]))[algorithm])).toBe(expected);
    expect(hex((await hashBlob(new Blob([message]), [algorithm], { chunkSize: 100 }))[algorithm])).toBe(expected);
  });

  it('has a published vector for every algorithm, and digests of the announced length', async () => {
    for (const a of HASH_ALGORITHMS) expect(VECTORS.some(([v]) => v === a), a).toBe(true);
    const digests = await hashText('x', HASH_ALGORITHMS);
    for (const a of HASH_ALGORITHMS) expect(digests[a].length * 8, a).toBe(HASH_ALGORITHM_INFO[a].bits);
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

  it('one-shot digests equal an independent implementation (OpenSSL, zlib) for random bytes', async () => {
    expect(WITH_REFERENCE.length).toBeGreaterThanOrEqual(16);
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), fc.subarray(WITH_REFERENCE, { minLength: 1 }), async (data, algorithms) => {
        const digests = await hashBytes(data, algorithms);
        for (const a of algorithms) expect(hex(digests[a]), a).toBe(reference(a, data));
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
            webCrypto: webCrypto ? 'always' : 'auto',
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

describe('hashInMemory', () => {
  const algorithmsArb = fc.subarray([...HASH_ALGORITHMS], { minLength: 1 });

  it('with any chunk size, WebCrypto on or off, equals one-shot hash-wasm; progress is monotonic and ends at the total', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 5000 }),
        fc.integer({ min: 1, max: 6000 }),
        fc.boolean(),
        algorithmsArb,
        async (data, chunkSize, webCrypto, algorithms) => {
          const calls: [number, number][] = [];
          const digests = await hashInMemory(data, algorithms, { chunkSize, webCryptoMaxBytes: webCrypto ? Infinity : 0, onProgress: (done, total) => calls.push([done, total]) });
          const whole = await hashBytes(data, algorithms);
          expect(Object.keys(digests)).toEqual(normalizeAlgorithms(algorithms));
          for (const a of algorithms) expect(hex(digests[a]), a).toBe(hex(whole[a]));
          expect(calls[0]).toEqual([0, data.length]);
          expect(calls.at(-1)).toEqual([data.length, data.length]);
          for (let i = 1; i < calls.length - 1; i++) expect(calls[i]![0]).toBeGreaterThan(calls[i - 1]![0]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives OpenSSL\'s digests of 3 MiB of random bytes, WebCrypto and hash-wasm together, across chunk boundaries', async () => {
    const data = new Uint8Array(3 * 1024 * 1024 + 17);
    for (let i = 0; i < data.length; i += 65_536) crypto.getRandomValues(data.subarray(i, Math.min(data.length, i + 65_536)));
    const checked = WITH_REFERENCE;
    const digests = await hashInMemory(data, checked, { chunkSize: 1_000_003 });
    for (const a of checked) expect(hex(digests[a]), a).toBe(reference(a, data));
  });

  it('stops between steps when the signal aborts, and at once when it already has', async () => {
    const controller = new AbortController();
    let lastDone = 0;
    const error = await hashInMemory(new Uint8Array(1024 * 1024), ['SHA-256', 'MD5'], {
      chunkSize: 64 * 1024,
      signal: controller.signal,
      onProgress: (done) => {
        lastDone = done;
        if (done >= 256 * 1024) controller.abort();
      },
    }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(lastDone).toBe(256 * 1024);
    await expect(hashInMemory(new Uint8Array(1), ['MD5'], { signal: AbortSignal.abort() })).rejects.toSatisfy(isAbortError);
    await expect(hashInMemory(new Uint8Array(1), ['MD5'], { chunkSize: 0 })).rejects.toThrow(/chunk size/);
  });
});

describe('hashLongText', () => {
  // Code points of every UTF-8 width, lone surrogates too.
  const textArb = fc.string({ unit: fc.oneof(fc.constantFrom('a', 'é', '€', '😀', '\uD800', '\uDC00'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 300 });

  it('streamed (any step, split pairs avoided) or whole, equals one-shot hashing of TextEncoder\'s bytes; progress in code units ends at the length', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, fc.integer({ min: 2, max: 40 }), fc.boolean(), fc.subarray([...HASH_ALGORITHMS], { minLength: 1 }), async (text, chunkChars, whole, algorithms) => {
        const calls: [number, number][] = [];
        // A fresh-memory cost of 0 makes the whole-input WebCrypto path pay; a huge one, streaming.
        const digests = await hashLongText(text, algorithms, { chunkChars, freshMemoryCost: whole ? 0 : 1e9, onProgress: (done, total) => calls.push([done, total]) });
        const expected = await hashBytes(new TextEncoder().encode(text), algorithms);
        expect(Object.keys(digests)).toEqual(normalizeAlgorithms(algorithms));
        for (const a of algorithms) expect(hex(digests[a]), a).toBe(hex(expected[a]));
        expect(calls.at(-1)).toEqual([text.length, text.length]);
        for (let i = 1; i < calls.length; i++) expect(calls[i]![0]).toBeGreaterThanOrEqual(calls[i - 1]![0]);
      }),
      { numRuns: 80 },
    );
  });

  it('gives OpenSSL\'s digests of a 3 MB text on both paths', async () => {
    const text = 'Grüße, 世界 😀 \n'.repeat(200_000);
    const bytes = new TextEncoder().encode(text);
    for (const freshMemoryCost of [0, 1e9]) {
      const digests = await hashLongText(text, WITH_REFERENCE, { freshMemoryCost });
      for (const a of WITH_REFERENCE) expect(hex(digests[a]), `${a} ${freshMemoryCost}`).toBe(reference(a, bytes));
    }
  });

  it('stops when cancelled and refuses a bad step', async () => {
    await expect(hashLongText('abc', ['MD5'], { signal: AbortSignal.abort() })).rejects.toSatisfy(isAbortError);
    const controller = new AbortController();
    const error = await hashLongText('x'.repeat(100), ['MD5'], { chunkChars: 10, signal: controller.signal, onProgress: (done) => done >= 30 && controller.abort() }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    await expect(hashLongText('abc', ['MD5'], { chunkChars: 1 })).rejects.toThrow(/chunk size/);
  });
});

describe('WebCrypto strategy', () => {
  it('uses WebCrypto for SHA-1/256/384/512 only, and only up to the size limit', () => {
    expect(webCryptoAlgorithms([...HASH_ALGORITHMS], 10, 100)).toEqual(['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512']);
    expect(webCryptoAlgorithms(['SHA-256'], 101, 100)).toEqual([]);
    expect(webCryptoAlgorithms(['SHA-256'], 1, 0)).toEqual([]);
  });
});

describe('whole-input WebCrypto path and streamed path', () => {
  afterEach(() => vi.restoreAllMocks());
  const WEBCRYPTO = HASH_ALGORITHMS.filter((a) => HASH_ALGORITHM_INFO[a].webCrypto !== undefined);

  it('gives the FIPS 180-4 example digests (one-block, two-block and million-"a" messages) on both paths, at any chunk size', async () => {
    const fips = VECTORS.filter(([a]) => WEBCRYPTO.includes(a));
    expect(fips).toHaveLength(12);
    for (const [algorithm, message, expected] of fips) {
      const blob = new Blob([message]);
      for (const chunkSize of [1, 55, 64, 65, 128, 4096, 65_536, 1 << 20]) {
        if (chunkSize < 64 && message.length > 1000) continue; // a million one-byte reads add nothing but time
        for (const webCrypto of ['always', 'never'] as const) {
          const digests = await hashBlob(blob, [algorithm], { chunkSize, webCrypto, webCryptoMaxBytes: Infinity });
          expect(hex(digests[algorithm]), `${algorithm} ${webCrypto} chunk ${chunkSize}`).toBe(expected);
        }
      }
    }
  });

  it('digests the whole input once with crypto.subtle in "always" mode, never in "never" mode, and not over the size limit', async () => {
    const spy = vi.spyOn(crypto.subtle, 'digest');
    const data = new TextEncoder().encode(MSG_448);
    await hashBlob(new Blob([data]), ['SHA-256', 'MD5'], { chunkSize: 10, webCrypto: 'always', webCryptoMaxBytes: 1000 });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![0]).toBe('SHA-256');
    expect((spy.mock.calls[0]![1] as ArrayBuffer).byteLength).toBe(data.length);
    spy.mockClear();
    await hashBlob(new Blob([data]), ['SHA-256'], { chunkSize: 10, webCrypto: 'never', webCryptoMaxBytes: 1000 });
    await hashBlob(new Blob([data]), ['SHA-256'], { chunkSize: 10, webCrypto: 'always', webCryptoMaxBytes: data.length - 1 });
    expect(spy).not.toHaveBeenCalled();
  });

  it('property: both paths give the same digests as one-shot hashing, for sizes at, just under and just over multiples of the chunk size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: -1, max: 1 }),
        fc.subarray(WEBCRYPTO, { minLength: 1 }),
        fc.subarray(['MD5', 'BLAKE3', 'CRC-32'] as HashAlgorithm[]),
        fc.integer({ min: 0, max: 0xffff_ffff }),
        async (chunkSize, chunks, delta, native, others, seed) => {
          const size = Math.max(0, chunks * chunkSize + delta);
          const data = new Uint8Array(size).map((_, i) => (Math.imul(i + 1, 2_654_435_761) ^ seed) >>> 24);
          const algorithms = [...native, ...others];
          const expected = await hashBytes(data, algorithms);
          for (const webCrypto of ['always', 'never'] as const) {
            const progress: number[] = [];
            const digests = await hashBlob(new Blob([data]), algorithms, {
              chunkSize,
              webCrypto,
              webCryptoMaxBytes: Infinity,
              onProgress: (done) => progress.push(done),
            });
            for (const a of algorithms) expect(hex(digests[a]), `${a} ${webCrypto}`).toBe(hex(expected[a]));
            expect(progress).toEqual([0, ...Array.from({ length: Math.ceil(size / chunkSize) }, (_, i) => Math.min(size, (i + 1) * chunkSize))]);
          }
        },
      ),
      { numRuns: 80 },
    );
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
