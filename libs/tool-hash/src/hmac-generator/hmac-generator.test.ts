import { NODE_HASH_NAMES } from '@handy-tools/compute/testing';
import { createHMAC, createKeccak } from 'hash-wasm';
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { BYTE_INPUT_ENCODINGS, type ByteInputEncoding } from '@handy-tools/bytes';
import { HMAC_ALGORITHMS, computeHmac, hmacBytes, type HmacAlgorithm, type HmacOutputEncoding } from './hmac-generator.js';
import { hmacGeneratorTool } from './meta.js';
import { hmacGeneratorState } from './state.js';

const hex = (byte: number, n: number) => byte.toString(16).padStart(2, '0').repeat(n);
const KEY_0102 = Array.from({ length: 25 }, (_, i) => (i + 1).toString(16).padStart(2, '0')).join('');
const ascii = (s: string) => Buffer.from(s).toString('hex');

// RFC 2202 §2 (HMAC-MD5) and §3 (HMAC-SHA-1): test cases 1–7 (key, data, digest; all hex).
const RFC2202: [HmacAlgorithm, number, string, string, string][] = [
  ['MD5', 1, hex(0x0b, 16), ascii('Hi There'), '9294727a3638bb1c13f48ef8158bfc9d'],
  ['MD5', 2, ascii('Jefe'), ascii('what do ya want for nothing?'), '750c783e6ab0b503eaa86e310a5db738'],
  ['MD5', 3, hex(0xaa, 16), hex(0xdd, 50), '56be34521d144c88dbb8c733f0e8b3f6'],
  ['MD5', 4, KEY_0102, hex(0xcd, 50), '697eaf0aca3a3aea3a75164746ffaa79'],
  ['MD5', 5, hex(0x0c, 16), ascii('Test With Truncation'), '56461ef2342edc00f9bab995690efd4c'],
  ['MD5', 6, hex(0xaa, 80), ascii('Test Using Larger Than Block-Size Key - Hash Key First'), '6b1ab7fe4bd7bf8f0b62e6ce61b9d0cd'],
  ['MD5', 7, hex(0xaa, 80), ascii('Test Using Larger Than Block-Size Key and Larger Than One Block-Size Data'), '6f630fad67cda0ee1fb1f562db3aa53e'],
  ['SHA-1', 1, hex(0x0b, 20), ascii('Hi There'), 'b617318655057264e28bc0b6fb378c8ef146be00'],
  ['SHA-1', 2, ascii('Jefe'), ascii('what do ya want for nothing?'), 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79'],
  ['SHA-1', 3, hex(0xaa, 20), hex(0xdd, 50), '125d7342b9ac11cd91a39af48aa17b4f63f175d3'],
  ['SHA-1', 4, KEY_0102, hex(0xcd, 50), '4c9007f4026250c6bc8414f9bf50c86c2d7235da'],
  ['SHA-1', 5, hex(0x0c, 20), ascii('Test With Truncation'), '4c1a03424b55e07fe7f27be1d58bb9324a9a5a04'],
  ['SHA-1', 6, hex(0xaa, 80), ascii('Test Using Larger Than Block-Size Key - Hash Key First'), 'aa4ae5e15272d00e95705637ce8a3b55ed402112'],
  ['SHA-1', 7, hex(0xaa, 80), ascii('Test Using Larger Than Block-Size Key and Larger Than One Block-Size Data'), 'e8e99d0f45237d786d6bbaa7965c7808bbff1a91'],
];

// RFC 4231 §4.2–4.8: HMAC-SHA-224/256/384/512 test cases 1–7 (key, data; digests in that order).
const TC6_DATA = ascii('Test Using Larger Than Block-Size Key - Hash Key First');
const TC7_DATA = ascii(
  'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
);
const RFC4231: [number, string, string, [string, string, string, string]][] = [
  [1, hex(0x0b, 20), ascii('Hi There'), [
    '896fb1128abbdf196832107cd49df33f47b4b1169912ba4f53684b22',
    'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    'afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6',
    '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854',
  ]],
  [2, ascii('Jefe'), ascii('what do ya want for nothing?'), [
    'a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44',
    '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649',
    '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
  ]],
  [3, hex(0xaa, 20), hex(0xdd, 50), [
    '7fb3cb3588c6c1f6ffa9694d7d6ad2649365b0c1f65d69d1ec8333ea',
    '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
    '88062608d3e6ad8a0aa2ace014c8a86f0aa635d947ac9febe83ef4e55966144b2a5ab39dc13814b94e3ab6e101a34f27',
    'fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb',
  ]],
  [4, KEY_0102, hex(0xcd, 50), [
    '6c11506874013cac6a2abc1bb382627cec6a90d86efc012de7afec5a',
    '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
    '3e8a69b7783c25851933ab6290af6ca77a9981480850009cc5577c6e1f573b4e6801dd23c4a7d679ccf8a386c674cffb',
    'b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3dba91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd',
  ]],
  [6, hex(0xaa, 131), TC6_DATA, [
    '95e9a0db962095adaebe9b2d6f0dbce2d499f112f2d2b7273fa6870e',
    '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    '4ece084485813e9088d2c63a041bc5b44f9ef1012a2b588f3cd11f05033ac4c60c2ef6ab4030fe8296248df163f44952',
    '80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598',
  ]],
  [7, hex(0xaa, 131), TC7_DATA, [
    '3a854166ac5d9f023f54d517d0b39dbd946770db9c2b95c9f6f565d1',
    '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    '6617178e941f020d351e2f254e8fd32c602420feb0b8fb9adccebb82461e99c5a678cc31e799176d3860e6110c46523e',
    'e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944b6022cac3c4982b10d5eeb55c3e4de15134676fb6de0446065c97440fa8c6a58',
  ]],
];
const SHA2 = ['SHA-224', 'SHA-256', 'SHA-384', 'SHA-512'] as const;


describe('computeHmac', () => {
  it.each(RFC2202)('RFC 2202: HMAC-%s test case %i', (algorithm, _n, key, data, mac) => {
    expect(computeHmac({ algorithm, key, keyEncoding: 'hex', message: data, messageEncoding: 'hex' })).toBe(mac);
  });

  for (const [n, key, data, macs] of RFC4231) {
    it(`RFC 4231 test case ${n}: HMAC-SHA-224/256/384/512`, () => {
      SHA2.forEach((algorithm, i) => {
        expect(computeHmac({ algorithm, key, keyEncoding: 'hex', message: data, messageEncoding: 'hex' })).toBe(macs[i]);
      });
    });
  }

  it('RFC 4231 test case 5: the full MAC begins with the published 128-bit truncation', () => {
    // RFC 4231 §4.6: key 0x0c × 20, data "Test With Truncation", output truncated to 128 bits.
    const truncated = ['0e2aea68a90c8d37c988bcdb9fca6fa8', 'a3b6167473100ee06e0c796c2955552b', '3abf34c3503b2a23a46efc619baef897', '415fad6271580a531d4179bc891d87a6'];
    SHA2.forEach((algorithm, i) => {
      const mac = computeHmac({ algorithm, key: hex(0x0c, 20), keyEncoding: 'hex', message: 'Test With Truncation' });
      expect(mac).toHaveLength([56, 64, 96, 128][i]!);
      expect(mac.startsWith(truncated[i]!)).toBe(true);
    });
  });

  it('RFC 2286 §2: HMAC-RIPEMD160 test cases 1 and 2', () => {
    expect(computeHmac({ algorithm: 'RIPEMD-160', key: hex(0x0b, 20), keyEncoding: 'hex', message: 'Hi There' })).toBe('24cb4bd67d20fc1a5d2ed7732dcc39377f0a5668');
    expect(computeHmac({ algorithm: 'RIPEMD-160', key: 'Jefe', message: 'what do ya want for nothing?' })).toBe('dda6c0213a485a9e24f4742064a7f033b43c4069');
  });

  it('reads the key and message as UTF-8 text, hex or Base64 alike (RFC 2202 test case 2 in each form)', () => {
    const want = '750c783e6ab0b503eaa86e310a5db738';
    const key = 'Jefe';
    const message = 'what do ya want for nothing?';
    for (const [enc, k, m] of [
      ['text', key, message],
      ['hex', `0x${ascii(key).toUpperCase()}`, ascii(message).replace(/(..)/g, '$1 ')],
      ['base64', Buffer.from(key).toString('base64'), Buffer.from(message).toString('base64url')],
    ] as const) {
      expect(computeHmac({ algorithm: 'MD5', key: k, keyEncoding: enc, message: m, messageEncoding: enc })).toBe(want);
    }
    expect(computeHmac({ algorithm: 'MD5', key, message, output: 'base64' })).toBe(Buffer.from(want, 'hex').toString('base64'));
  });

  it('agrees with OpenSSL (node:crypto) for every algorithm it has, any UTF-8 key and message', () => {
    const node: Partial<Record<HmacAlgorithm, string>> = NODE_HASH_NAMES;
    const algorithms = HMAC_ALGORITHMS.filter((a) => node[a] !== undefined);
    expect(algorithms).toHaveLength(11);
    fc.assert(
      fc.property(fc.constantFrom(...algorithms), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 80 }), (algorithm, key, message) => {
        const want = createHmac(node[algorithm]!, Buffer.from(key, 'utf8')).update(message, 'utf8').digest('hex');
        expect(computeHmac({ algorithm, key, message })).toBe(want);
      }),
      { numRuns: 150 },
    );
  });

  it('HMAC-Keccak (CryptoJS\'s "HmacSHA3" is HMAC-Keccak-512) agrees with hash-wasm\'s HMAC over its Keccak, any key and message', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(224, 256, 384, 512), fc.uint8Array({ maxLength: 200 }), fc.uint8Array({ maxLength: 150 }), async (bits, key, message) => {
        const hmac = await createHMAC(createKeccak(bits as 224 | 256 | 384 | 512), key);
        const want = hmac.init().update(message).digest('hex');
        expect(computeHmac({ algorithm: `Keccak-${bits}` as HmacAlgorithm, key: Buffer.from(key).toString('hex'), keyEncoding: 'hex', message: Buffer.from(message).toString('hex'), messageEncoding: 'hex' })).toBe(want);
      }),
      { numRuns: 40 },
    );
  });

  it('writes the MAC in hex, Base64, Base64url (RFC 4648 §5, unpadded) or binary (RFC 4231 test case 2)', () => {
    const mac = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';
    const request = { algorithm: 'SHA-256', key: 'Jefe', message: 'what do ya want for nothing?' } as const;
    const bytes = Buffer.from(mac, 'hex');
    expect(computeHmac({ ...request, output: 'hex' })).toBe(mac);
    expect(computeHmac({ ...request, output: 'base64' })).toBe(bytes.toString('base64'));
    expect(computeHmac({ ...request, output: 'base64url' })).toBe(bytes.toString('base64url'));
    const binary = computeHmac({ ...request, output: 'binary' });
    expect(binary).toHaveLength(256);
    expect(binary).toBe([...bytes].map((b) => b.toString(2).padStart(8, '0')).join(''));
    expect(binary.startsWith('0101101111011100')).toBe(true); // 0x5b 0xdc
  });

  it('writes every RFC 4231 and RFC 2202 MAC in Base64, Base64url (unpadded) and binary as Node\'s Buffer converts the published hex', () => {
    const vectors: [HmacAlgorithm, string, string, string][] = [
      ...RFC2202.map(([algorithm, , key, data, mac]) => [algorithm, key, data, mac] as [HmacAlgorithm, string, string, string]),
      ...RFC4231.flatMap(([, key, data, macs]) => SHA2.map((algorithm, i) => [algorithm, key, data, macs[i]!] as [HmacAlgorithm, string, string, string])),
    ];
    expect(vectors).toHaveLength(14 + 24);
    let padded = 0;
    for (const [algorithm, key, message, mac] of vectors) {
      const bytes = Buffer.from(mac, 'hex');
      const request = { algorithm, key, keyEncoding: 'hex', message, messageEncoding: 'hex' } as const;
      const base64 = computeHmac({ ...request, output: 'base64' });
      const base64url = computeHmac({ ...request, output: 'base64url' });
      expect(base64).toBe(bytes.toString('base64'));
      expect(base64url).toBe(bytes.toString('base64url')); // Node writes Base64url without padding (RFC 4648 §5, as RFC 7515 uses it)
      expect(base64url).not.toMatch(/[=+/]/);
      if (base64.endsWith('=')) padded++;
      expect(computeHmac({ ...request, output: 'binary' })).toBe([...bytes].map((b) => b.toString(2).padStart(8, '0')).join(''));
    }
    // MD5, SHA-1, SHA-224, SHA-256 and SHA-512 MACs (16, 20, 28, 32, 64 bytes: not multiples of 3) need Base64
    // padding; SHA-384 (48 bytes) does not: 7 + 7 RFC 2202 MACs, 3 of the 4 MACs of each of the 6 RFC 4231 cases.
    expect(padded).toBe(7 + 7 + 6 * 3);
  });

  it('names the field and the position of bad hex or Base64', () => {
    const e1 = expectToolInputError(() => computeHmac({ key: '0b0bzz', keyEncoding: 'hex', message: 'x' }));
    expect(e1.message).toBe('The key: "z" at position 5 is not a hexadecimal digit (0–9, a–f).');
    expect(e1.position).toBe(4);
    expect(expectToolInputError(() => computeHmac({ key: 'k', message: 'abc', messageEncoding: 'hex' })).message).toMatch(/^The message: odd number of hexadecimal digits \(3\)/);
    expect(expectToolInputError(() => computeHmac({ key: 'a+b_', keyEncoding: 'base64', message: '' })).message).toMatch(/mixes the Base64/);
    expect(expectToolInputError(() => computeHmac({ key: 'k', message: 'ab!c', messageEncoding: 'base64' })).message).toMatch(/"!" at position 3 is not a Base64 character/);
    expect(expectToolInputError(() => computeHmac({ key: 'k', message: 'abcde', messageEncoding: 'base64' })).message).toMatch(/incomplete Base64/);
    expect(expectToolInputError(() => computeHmac({ key: 'k', message: 'ab=c', messageEncoding: 'base64' })).message).toMatch(/after the "=" padding/);
    expect(() => hmacBytes('SHA-999' as HmacAlgorithm, new Uint8Array(), new Uint8Array())).toThrow(/Unknown hash function/);
    expectToolInputError(() => computeHmac({ key: 'k', message: 'm', output: 'base32' as HmacOutputEncoding }));
  });
});

describe('hmac generator: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(hmacGeneratorTool, hmacGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => computeHmac({ key: s, message: s }));
    fuzzToolFunction(
      ([key, message, keyEncoding, messageEncoding, algorithm]: [string, string, ByteInputEncoding, ByteInputEncoding, HmacAlgorithm]) =>
        computeHmac({ key, message, keyEncoding, messageEncoding, algorithm }),
      fc.tuple(
        fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^[0-9a-fA-F\s:x=+/_-]{0,40}$/)),
        fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^[A-Za-z0-9\s=+/_-]{0,40}$/)),
        fc.constantFrom(...BYTE_INPUT_ENCODINGS, 'base32' as ByteInputEncoding),
        fc.constantFrom(...BYTE_INPUT_ENCODINGS),
        fc.oneof(fc.constantFrom(...HMAC_ALGORITHMS), fc.string({ maxLength: 8 }) as fc.Arbitrary<HmacAlgorithm>),
      ),
    );
  });
});
