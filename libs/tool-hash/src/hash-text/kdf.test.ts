import { isAbortError } from '@handy-tools/compute';
import { ToolInputError } from '@handy-tools/ui/kit';
import { fuzzToolFunction } from '@handy-tools/ui/testing';
import { BYTE_INPUT_ENCODINGS } from '@handy-tools/bytes';
import { pbkdf2Sync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveKeyJob } from './kdf-client.js';
import { argon2, deriveKey, encodeArgon2, KDF_ALGORITHMS, KDF_DEFAULTS, PBKDF2_DIGESTS, pbkdf2, prepareKdf, type Argon2Variant, type KdfRequest } from './kdf.js';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const bytes = (value: number, length: number) => new Uint8Array(length).fill(value);
const text = (s: string) => new TextEncoder().encode(s);

// RFC 9106 §5.1–5.3: P = 32 × 0x01, S = 16 × 0x02, K = 8 × 0x03, X = 12 × 0x04, m = 32 KiB, t = 3, p = 4, T = 32.
const RFC9106: [Argon2Variant, string][] = [
  ['Argon2d', '512b391b6f1162975371d30919734294f868e3be3984f3c1a13a4db9fabe4acb'],
  ['Argon2i', 'c814d9d1dc7f37aa13f0d77f2494bda1c8de6b016dd388d29952a4c4672b6ce8'],
  ['Argon2id', '0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659'],
];

/** A request with the defaults, overridden by `fields`. */
function request(fields: Partial<KdfRequest>): KdfRequest {
  return { password: '', salt: '', saltEncoding: 'text', ...KDF_DEFAULTS, ...fields };
}

describe('argon2 (RFC 9106)', () => {
  it.each(RFC9106)('%s gives the RFC 9106 §5 tag (with secret and associated data)', (variant, tag) => {
    const params = { variant, password: bytes(1, 32), salt: bytes(2, 16), secret: bytes(3, 8), associatedData: bytes(4, 12), iterations: 3, memoryKiB: 32, parallelism: 4, hashLength: 32 };
    expect(hex(argon2(params))).toBe(tag);
  });

  it('reports progress in increasing fractions up to 1', () => {
    const seen: number[] = [];
    argon2({ variant: 'Argon2id', password: text('pw'), salt: text('somesalt'), iterations: 2, memoryKiB: 64, parallelism: 1, hashLength: 16 }, (f) => seen.push(f));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(1);
  });

  it('rejects parameters out of RFC 9106 §3.1 ranges with the parameter named', () => {
    const ok = { variant: 'Argon2id' as const, password: text('pw'), salt: text('somesalt'), iterations: 1, memoryKiB: 8, parallelism: 1, hashLength: 4 };
    expect(() => argon2({ ...ok, salt: text('short') })).toThrow('The salt must be at least 8 bytes for Argon2 (RFC 9106 §3.1; 16 recommended); it has 5.');
    expect(() => argon2({ ...ok, parallelism: 2, memoryKiB: 15 })).toThrow(/^Memory \(m\) must be a whole number from 16 to 1048576 KiB/);
    expect(() => argon2({ ...ok, hashLength: 3 })).toThrow(/^Hash length must be a whole number from 4 to 1024 bytes; found 3\./);
    expect(() => argon2({ ...ok, iterations: 0 })).toThrow(ToolInputError);
    expect(() => argon2({ ...ok, variant: 'Argon2x' as Argon2Variant })).toThrow(/Unknown Argon2 variant/);
  });
});

describe('deriveKey and the encoded form (reference implementation phc-winner-argon2, src/test.c, version 0x13)', () => {
  // hashtest(ARGON2_VERSION_13, t = 2, m = 2^8 KiB, p, "password", "somesalt", …) and the encoded forms it checks; the
  // Argon2id hex is the Base64 decoding of its encoded vector.
  const VECTORS: [Argon2Variant, string, string, string][] = [
    ['Argon2i', '1', '89e9029f4637b295beb027056a7336c414fadd43f6b208645281cb214a56452f', '$argon2i$v=19$m=256,t=2,p=1$c29tZXNhbHQ$iekCn0Y3spW+sCcFanM2xBT63UP2sghkUoHLIUpWRS8'],
    ['Argon2i', '2', '4ff5ce2769a1d7f4c8a491df09d41a9fbe90e5eb02155a13e4c01e20cd4eab61', '$argon2i$v=19$m=256,t=2,p=2$c29tZXNhbHQ$T/XOJ2mh1/TIpJHfCdQan76Q5esCFVoT5MAeIM1Oq2E'],
    ['Argon2id', '1', '9dfeb910e80bad0311fee20f9c0e2b12c17987b4cac90c2ef54d5b3021c68bfe', '$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4'],
  ];

  it.each(VECTORS)('%s p=%s', async (algorithm, parallelism, tag, encoded) => {
    const out = await deriveKey(request({ algorithm, password: 'password', salt: 'somesalt', argon2Iterations: '2', argon2Memory: '256', argon2Parallelism: parallelism, hashLength: '32' }));
    expect(hex(out.key)).toBe(tag);
    expect(out.encoded).toBe(encoded);
  });

  it('reads the salt as text, hex or Base64 (the same bytes give the same key)', async () => {
    const base = { algorithm: 'Argon2id', password: 'password', argon2Iterations: '2', argon2Memory: '256', argon2Parallelism: '1' } as const;
    const fromHex = await deriveKey(request({ ...base, salt: '736f6d6573616c74', saltEncoding: 'hex' }));
    const fromB64 = await deriveKey(request({ ...base, salt: 'c29tZXNhbHQ=', saltEncoding: 'base64' }));
    expect(fromHex.encoded).toBe(VECTORS[2]![3]);
    expect(fromB64.encoded).toBe(VECTORS[2]![3]);
  });

  it('writes the encoded form with the variant, v=19, m, t, p and unpadded Base64', () => {
    expect(encodeArgon2({ variant: 'Argon2d', salt: text('somesalt'), iterations: 3, memoryKiB: 4096, parallelism: 2 }, new Uint8Array([0xfb, 0xff]))).toBe(
      '$argon2d$v=19$m=4096,t=3,p=2$c29tZXNhbHQ$+/8',
    );
  });
});

describe('pbkdf2', () => {
  // RFC 6070 §2 (PBKDF2-HMAC-SHA1); the 16 777 216-iteration case is left out for time.
  const RFC6070: [string, string, number, number, string][] = [
    ['password', 'salt', 1, 20, '0c60c80f961f0e71f3a9b524af6012062fe037a6'],
    ['password', 'salt', 2, 20, 'ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957'],
    ['password', 'salt', 4096, 20, '4b007901b765489abead49d926f721d065a429c1'],
    ['passwordPASSWORDpassword', 'saltSALTsaltSALTsaltSALTsaltSALTsalt', 4096, 25, '3d2eec4fe41c849b80c8d83662c0e44a8b291a964cf2f07038'],
    ['pass\0word', 'sa\0lt', 4096, 16, '56fa6aa75548099dcc37d7f03425e0c3'],
  ];

  it.each(RFC6070)('RFC 6070: P=%j S=%j c=%i', async (password, salt, iterations, hashLength, expected) => {
    expect(hex(await pbkdf2({ digest: 'SHA-1', password: text(password), salt: text(salt), iterations, hashLength }))).toBe(expected);
  });

  it('RFC 7914 §11 PBKDF2-HMAC-SHA256 vectors, through deriveKey', async () => {
    const one = await deriveKey(request({ algorithm: 'PBKDF2', pbkdf2Digest: 'SHA-256', password: 'passwd', salt: 'salt', pbkdf2Iterations: '1', hashLength: '64' }));
    expect(hex(one.key)).toBe(
      '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783',
    );
    expect(one.encoded).toBeUndefined();
    const many = await deriveKey(request({ algorithm: 'PBKDF2', pbkdf2Digest: 'SHA-256', password: 'Password', salt: 'NaCl', pbkdf2Iterations: '80 000', hashLength: '64' }));
    expect(hex(many.key)).toBe(
      '4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d',
    );
  });

  it('agrees with OpenSSL (node:crypto) for every digest, any password and salt', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 80 }), fc.uint8Array({ maxLength: 40 }), fc.constantFrom(...PBKDF2_DIGESTS), fc.integer({ min: 1, max: 70 }), async (password, salt, digest, hashLength) => {
        const ours = await pbkdf2({ digest, password, salt, iterations: 3, hashLength });
        expect(hex(ours)).toBe(pbkdf2Sync(password, salt, 3, hashLength, digest.replace('-', '').toLowerCase()).toString('hex'));
      }),
      { numRuns: 40 },
    );
  });
});

describe('prepareKdf (checks before any work)', () => {
  it('names the field in error', () => {
    expect(() => prepareKdf(request({ salt: 'short' }))).toThrow(/^The salt must be at least 8 bytes/);
    expect(() => prepareKdf(request({ salt: 'zz', saltEncoding: 'hex' }))).toThrow(/^The salt: "z" at position 1/);
    expect(() => prepareKdf(request({ salt: 'somesalt', argon2Memory: 'lots' }))).toThrow('Memory (m) must be a whole number; found "lots".');
    expect(() => prepareKdf(request({ salt: 'somesalt', argon2Iterations: '' }))).toThrow(/^Iterations \(t\) must be a whole number/);
    expect(() => prepareKdf(request({ salt: 'somesalt', argon2Parallelism: '0' }))).toThrow(/^Parallelism \(p\) must be a whole number from 1 to 255/);
    expect(() => prepareKdf(request({ salt: 'somesalt', argon2Memory: '2000000' }))).toThrow(/^Memory \(m\) .* from 8 to 1048576 KiB/);
    expect(() => prepareKdf(request({ algorithm: 'PBKDF2', pbkdf2Iterations: '0' }))).toThrow(/^Iterations \(c\) must be a whole number from 1 to 100000000/);
    expect(() => prepareKdf(request({ algorithm: 'PBKDF2', hashLength: '0' }))).toThrow(/^Hash length must be a whole number from 1 to 1024 bytes/);
    expect(() => prepareKdf(request({ algorithm: 'scrypt' as KdfRequest['algorithm'] }))).toThrow(/Unknown password hashing function "scrypt"/);
  });

  it('accepts the defaults with a salt, and an empty salt for PBKDF2 (RFC 8018 does not require one)', () => {
    expect(prepareKdf(request({ salt: 'somesalt' }))).toMatchObject({ algorithm: 'Argon2id', params: { iterations: 2, memoryKiB: 19456, parallelism: 1, hashLength: 32 } });
    expect(prepareKdf(request({ algorithm: 'PBKDF2' }))).toMatchObject({ algorithm: 'PBKDF2', params: { iterations: 600000, digest: 'SHA-256' } });
  });

  it('only ever throws ToolInputError, whatever is typed', () => {
    const field = fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -5, max: 3000 }).map(String));
    fuzzToolFunction(
      (r: KdfRequest) => prepareKdf(r),
      fc.record({
        algorithm: fc.oneof(fc.constantFrom(...KDF_ALGORITHMS), fc.string({ maxLength: 8 })) as fc.Arbitrary<KdfRequest['algorithm']>,
        password: fc.string({ maxLength: 20 }),
        salt: fc.string({ maxLength: 30 }),
        saltEncoding: fc.constantFrom(...BYTE_INPUT_ENCODINGS),
        argon2Iterations: field,
        argon2Memory: field,
        argon2Parallelism: field,
        pbkdf2Iterations: field,
        pbkdf2Digest: fc.oneof(fc.constantFrom(...PBKDF2_DIGESTS), fc.string({ maxLength: 8 })) as fc.Arbitrary<KdfRequest['pbkdf2Digest']>,
        hashLength: field,
      }),
    );
  });
});

describe('deriveKeyJob (no Worker in Node: runs in this thread)', () => {
  it('derives the key and forwards progress', async () => {
    const seen: number[] = [];
    const out = await deriveKeyJob(request({ algorithm: 'Argon2i', password: 'password', salt: 'somesalt', argon2Iterations: '2', argon2Memory: '256', argon2Parallelism: '2' }), { onProgress: (f) => seen.push(f) });
    expect(out.encoded).toBe('$argon2i$v=19$m=256,t=2,p=2$c29tZXNhbHQ$T/XOJ2mh1/TIpJHfCdQan76Q5esCFVoT5MAeIM1Oq2E');
    expect(seen.at(-1)).toBe(1);
  });

  it('rejects with an AbortError when cancelled, and passes ToolInputErrors on', async () => {
    await expect(deriveKeyJob(request({ salt: 'somesalt' }), { signal: AbortSignal.abort() })).rejects.toSatisfy(isAbortError);
    await expect(deriveKeyJob(request({ salt: 'x' }))).rejects.toThrow(ToolInputError);
  });
});
