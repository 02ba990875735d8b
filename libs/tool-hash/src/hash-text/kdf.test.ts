import { isAbortError } from '@handy-tools/compute';
import { ToolInputError } from '@handy-tools/ui/kit';
import { fuzzToolFunction } from '@handy-tools/ui/testing';
import { BYTE_INPUT_ENCODINGS } from '@handy-tools/bytes';
import { argon2Sync, pbkdf2Sync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveKeyJob } from './kdf-client.js';
import { argon2, deriveKey, encodeArgon2, KDF_ALGORITHMS, KDF_DEFAULTS, parseArgon2Secret, PBKDF2_DIGESTS, pbkdf2, prepareKdf, type Argon2Variant, type KdfRequest } from './kdf.js';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const bytes = (value: number, length: number) => new Uint8Array(length).fill(value);
const text = (s: string) => new TextEncoder().encode(s);

/**
 * Argon2 by OpenSSL 3.5 through node:crypto (`argon2Sync`, Node 24.7+): an implementation
 * independent of @noble/hashes, to check the secret key K against.
 */
function opensslArgon2(variant: Argon2Variant, p: { password: Uint8Array; salt: Uint8Array; secret?: Uint8Array; iterations: number; memoryKiB: number; parallelism: number; hashLength: number }): string {
  const algorithm = variant.toLowerCase() as 'argon2d' | 'argon2i' | 'argon2id';
  return argon2Sync(algorithm, {
    message: p.password,
    nonce: p.salt,
    ...(p.secret ? { secret: p.secret } : {}),
    parallelism: p.parallelism,
    tagLength: p.hashLength,
    memory: p.memoryKiB,
    passes: p.iterations,
  }).toString('hex');
}

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

  it('agrees with OpenSSL (node:crypto argon2Sync) with a secret key K, any variant, bytes and small costs', () => {
    // OpenSSL's own check of this harness: the RFC 9106 §5.3 Argon2id vector (it needs X, which
    // only the direct call can give).
    expect(argon2Sync('argon2id', { message: bytes(1, 32), nonce: bytes(2, 16), secret: bytes(3, 8), associatedData: bytes(4, 12), parallelism: 4, tagLength: 32, memory: 32, passes: 3 }).toString('hex')).toBe(RFC9106[2]![1]);
    fc.assert(
      fc.property(
        fc.constantFrom(...(['Argon2d', 'Argon2i', 'Argon2id'] as const)),
        fc.uint8Array({ maxLength: 40 }),
        fc.uint8Array({ minLength: 8, maxLength: 32 }),
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 4, max: 64 }),
        (variant, password, salt, secret, iterations, parallelism, extraKiB, hashLength) => {
          const params = { password, salt, secret, iterations, parallelism, memoryKiB: 8 * parallelism + extraKiB, hashLength };
          const tag = hex(argon2({ variant, ...params }));
          expect(tag).toBe(opensslArgon2(variant, params));
          // The key takes part: without it the tag differs.
          expect(tag).not.toBe(opensslArgon2(variant, { ...params, secret: undefined }));
        },
      ),
      { numRuns: 30 },
    );
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

  it.each(RFC9106)('%s: a secret key typed in hex is the K of RFC 9106 §5 (its tag, with X given directly)', (algorithm, tag) => {
    const job = prepareKdf(
      request({ algorithm, password: '\x01'.repeat(32), salt: '02'.repeat(16), saltEncoding: 'hex', secret: '03 03 03 03 03 03 03 03', secretEncoding: 'hex', argon2Iterations: '3', argon2Memory: '32', argon2Parallelism: '4', hashLength: '32' }),
    );
    if (job.algorithm === 'PBKDF2') throw new Error('expected Argon2');
    expect(job.params.secret).toEqual(bytes(3, 8));
    expect(hex(argon2({ ...job.params, associatedData: bytes(4, 12) }))).toBe(tag);
  });

  it('derives with a secret key in text, hex or Base64 as OpenSSL does; the PHC string leaves the key out', async () => {
    const base = { algorithm: 'Argon2id', password: 'password', salt: 'somesalt', argon2Iterations: '2', argon2Memory: '256', argon2Parallelism: '1', hashLength: '32' } as const;
    const expected = opensslArgon2('Argon2id', { password: text('password'), salt: text('somesalt'), secret: text('pepper'), iterations: 2, memoryKiB: 256, parallelism: 1, hashLength: 32 });
    for (const [secret, secretEncoding] of [['pepper', 'text'], ['70:65:70:70:65:72', 'hex'], ['cGVwcGVy', 'base64']] as const) {
      const out = await deriveKey(request({ ...base, secret, secretEncoding }));
      expect(hex(out.key), secretEncoding).toBe(expected);
      expect(out.encoded).toBe(`$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$${Buffer.from(out.key).toString('base64').replace(/=+$/, '')}`);
    }
    // No secret (an empty field): the reference vector of phc-winner-argon2.
    expect(hex((await deriveKey(request({ ...base, secret: '', secretEncoding: 'hex' }))).key)).toBe(VECTORS[2]![2]);
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

  it('reads the secret key K as text, hex or Base64; an empty field is no key; a bad one names the field', () => {
    const pepper = text('pepper');
    expect(parseArgon2Secret('pepper', 'text')).toEqual(pepper);
    expect(parseArgon2Secret('0x70 65 70 70 65 72', 'hex')).toEqual(pepper);
    expect(parseArgon2Secret('cGVwcGVy', 'base64')).toEqual(pepper);
    expect(parseArgon2Secret('__8', 'base64')).toEqual(new Uint8Array([0xff, 0xff]));
    for (const encoding of BYTE_INPUT_ENCODINGS) expect(parseArgon2Secret('', encoding), encoding).toBeUndefined();
    expect(parseArgon2Secret('  ', 'hex')).toBeUndefined();

    expect(() => parseArgon2Secret('zz', 'hex')).toThrow('The secret key: "z" at position 1 is not a hexadecimal digit (0–9, a–f).');
    expect(() => parseArgon2Secret('abc', 'hex')).toThrow('The secret key: odd number of hexadecimal digits (3): each byte takes two.');
    expect(() => parseArgon2Secret('cGV$', 'base64')).toThrow('The secret key: "$" at position 4 is not a Base64 character (A–Z, a–z, 0–9, + /, or - _).');
    expect(() => parseArgon2Secret('cGVwc', 'base64')).toThrow('The secret key: incomplete Base64: 5 characters cannot encode whole bytes.');

    // Through prepareKdf: in the parameters for Argon2 (text when no format is given), absent when empty.
    expect(prepareKdf(request({ salt: 'somesalt', secret: 'pepper' }))).toMatchObject({ params: { secret: pepper } });
    expect(prepareKdf(request({ salt: 'somesalt', secret: 'cGVwcGVy', secretEncoding: 'base64' }))).toMatchObject({ params: { secret: pepper } });
    expect(prepareKdf(request({ salt: 'somesalt', secret: '' })).params).not.toHaveProperty('secret');
    expect(() => prepareKdf(request({ salt: 'somesalt', secret: 'zz', secretEncoding: 'hex' }))).toThrow(/^The secret key: "z" at position 1/);
    // PBKDF2 has no secret key: one left in the field is ignored.
    expect(prepareKdf(request({ algorithm: 'PBKDF2', secret: 'zz', secretEncoding: 'hex' })).params).not.toHaveProperty('secret');
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
        secret: fc.string({ maxLength: 30 }),
        secretEncoding: fc.constantFrom(...BYTE_INPUT_ENCODINGS),
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

  it('passes the secret key K on to Argon2 (OpenSSL gives the same tag)', async () => {
    const out = await deriveKeyJob(request({ algorithm: 'Argon2d', password: 'password', salt: 'somesalt', secret: '00ff10', secretEncoding: 'hex', argon2Iterations: '1', argon2Memory: '64', argon2Parallelism: '2', hashLength: '24' }));
    expect(hex(out.key)).toBe(opensslArgon2('Argon2d', { password: text('password'), salt: text('somesalt'), secret: new Uint8Array([0, 0xff, 0x10]), iterations: 1, memoryKiB: 64, parallelism: 2, hashLength: 24 }));
  });

  it('rejects with an AbortError when cancelled, and passes ToolInputErrors on', async () => {
    await expect(deriveKeyJob(request({ salt: 'somesalt' }), { signal: AbortSignal.abort() })).rejects.toSatisfy(isAbortError);
    await expect(deriveKeyJob(request({ salt: 'x' }))).rejects.toThrow(ToolInputError);
  });
});
