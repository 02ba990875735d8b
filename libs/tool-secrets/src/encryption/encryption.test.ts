import { spawnSync } from 'node:child_process';
import { createCipheriv, pbkdf2Sync } from 'node:crypto';
import fc from 'fast-check';
import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, expectToolInputError, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import {
  aesCbcDecryptBytes,
  aesCbcEncryptBytes,
  decryptText,
  describeCiphertext,
  ENCRYPTION_ALGORITHMS,
  encryptText,
  opensslCommand,
  parseRawAesKey,
  type EncryptionAlgorithm,
  type EncryptionOptions,
} from './encryption.js';
import { encryption, OPENSSL_3DES_MD5, OPENSSL_AES256_MD5, OPENSSL_AES256_PBKDF2 } from './meta.js';
import { encryptionState } from './state.js';
import { parseBytes } from '@handy-tools/bytes';

const hex = (s: string) => Uint8Array.from(Buffer.from(s.replace(/\s/g, ''), 'hex'));
const TEXT = 'Grüße, world! 🔐';

async function rejection(promise: Promise<unknown>): Promise<ToolInputError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolInputError);
  return error as ToolInputError;
}

// Produced on this machine with OpenSSL 3.0.19 (27 Jan 2026):
//   printf 'Grüße, world! 🔐' | openssl enc <cipher> -a -salt -pass pass:secret
// with <cipher> as named below (meta.ts holds three of them, used as examples).
const OPENSSL_FIXTURES: { command: string; options: EncryptionOptions; ciphertext: string }[] = [
  { command: '-aes-256-cbc -md md5', options: { algorithm: 'aes-cbc', kdf: 'md5', aesKeySize: '256' }, ciphertext: OPENSSL_AES256_MD5 },
  { command: '-aes-256-cbc -pbkdf2', options: { algorithm: 'aes-cbc', kdf: 'pbkdf2', aesKeySize: '256' }, ciphertext: OPENSSL_AES256_PBKDF2 },
  { command: '-aes-128-cbc -md md5', options: { algorithm: 'aes-cbc', kdf: 'md5', aesKeySize: '128' }, ciphertext: 'U2FsdGVkX1/ZFMpha3ezxjoU0ID+gAZT62DQJfXOdwIJE05d2tKyBdA3GbpDtghi' },
  { command: '-aes-192-cbc -pbkdf2', options: { algorithm: 'aes-cbc', kdf: 'pbkdf2', aesKeySize: '192' }, ciphertext: 'U2FsdGVkX1/D+BGNWwJ0MMHKemAJryNhx8ZcH9B8UdfhIW5HQLjBFIv74GQbNSlP' },
  { command: '-des-ede3-cbc -md md5', options: { algorithm: 'tripledes', kdf: 'md5' }, ciphertext: OPENSSL_3DES_MD5 },
  { command: '-des-ede3-cbc -pbkdf2', options: { algorithm: 'tripledes', kdf: 'pbkdf2' }, ciphertext: 'U2FsdGVkX19ryvwMiUt/ldhJMcE29NwP4s+jk/cP3tzorxWxNBNM5w==' },
];

describe('decryptText: OpenSSL enc compatibility', () => {
  it.each(OPENSSL_FIXTURES)('decrypts `openssl enc $command`', async ({ options, ciphertext }) => {
    expect(await decryptText(ciphertext, { ...options, passphrase: 'secret' })).toBe(TEXT);
    // openssl -a wraps lines at 64 characters: line breaks are accepted.
    expect(await decryptText(`${ciphertext.slice(0, 20)}\n${ciphertext.slice(20)}\n`, { ...options, passphrase: 'secret' })).toBe(TEXT);
  });

  it('decrypts `printf Hello | openssl enc -aes-256-cbc -md md5 -a -salt -pass pass:secret`', async () => {
    expect(await decryptText('U2FsdGVkX1+jUjaQ1ebCX2HmeQoCkrUoonB2OAgiH1I=', { algorithm: 'aes-cbc', passphrase: 'secret' })).toBe('Hello');
  });

  it('decrypts raw-key output: `printf "Hello, raw key" | openssl enc -aes-128-cbc -K 2b7e…4f3c -iv 0001…0e0f -a`', async () => {
    const options: EncryptionOptions = { algorithm: 'aes-cbc', keyMode: 'raw', keyHex: '2b7e151628aed2a6abf7158809cf4f3c', ivHex: '000102030405060708090a0b0c0d0e0f' };
    expect(await decryptText('/jfGB2Zit2xFE2ecSXRCvA==', options)).toBe('Hello, raw key');
    expect(await encryptText('Hello, raw key', options)).toBe('/jfGB2Zit2xFE2ecSXRCvA==');
  });

  const openssl = spawnSync('openssl', ['version'], { encoding: 'utf8' });
  const hasOpenssl = openssl.status === 0;
  it.skipIf(!hasOpenssl)('encrypts what `openssl enc -d` decrypts (skipped when the openssl command is missing)', async () => {
    for (const { command, options } of OPENSSL_FIXTURES) {
      const ciphertext = await encryptText(TEXT, { ...options, passphrase: 'pass phrase ✓' });
      const run = spawnSync('openssl', ['enc', '-d', ...command.split(' '), '-a', '-A', '-pass', 'pass:pass phrase ✓'], { input: ciphertext, encoding: 'utf8' });
      expect(run.stdout, `${command}: ${run.stderr}`).toBe(TEXT);
    }
  });
});

describe('CryptoJS compatibility (its passphrase API is the reference of the salted format)', () => {
  const ciphers = { 'aes-cbc': CryptoJS.AES, tripledes: CryptoJS.TripleDES, rabbit: CryptoJS.Rabbit, rc4: CryptoJS.RC4 } as const;
  it.each(Object.keys(ciphers) as (keyof typeof ciphers)[])('%s: reads CryptoJS output and CryptoJS reads ours', async (algorithm) => {
    const theirs = ciphers[algorithm].encrypt(TEXT, 'secret').toString();
    expect(await decryptText(theirs, { algorithm, passphrase: 'secret' })).toBe(TEXT);
    const ours = await encryptText(TEXT, { algorithm, passphrase: 'secret' });
    expect(ours.startsWith('U2FsdGVkX1')).toBe(true);
    expect(ciphers[algorithm].decrypt(ours, 'secret').toString(CryptoJS.enc.Utf8)).toBe(TEXT);
  });
});

describe('AES-CBC with a raw key: NIST SP 800-38A', () => {
  const IV = hex('000102030405060708090a0b0c0d0e0f');
  // F.2.1 / F.2.5: the four-block plaintext shared by the CBC examples.
  const PLAIN = hex('6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51 30c81c46a35ce411e5fbc1191a0a52ef f69f2445df4f9b17ad2b417be66c3710');
  it.each([
    ['F.2.1 CBC-AES128.Encrypt', '2b7e151628aed2a6abf7158809cf4f3c', '7649abac8119b246cee98e9b12e9197d 5086cb9b507219ee95db113a917678b2 73bed6b8e3c1743b7116e69e22229516 3ff1caa1681fac09120eca307586e1a7'],
    ['F.2.5 CBC-AES256.Encrypt', '603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4', 'f58c4c04d6e5f1ba779eabfb5f7bfbd6 9cfc4e967edb808d679f777bc6702c7d 39f23369a9d9bacfa530e26304231461 b2eb05e2c39be9fcda6c19078c6a9d1b'],
  ])('%s', (_name, key, expected) => {
    const sealed = aesCbcEncryptBytes(PLAIN, hex(key), IV);
    // PKCS#7 adds a full block after the 64 bytes; CBC leaves the first four blocks as in NIST's table.
    expect(sealed.length).toBe(80);
    expect(Buffer.from(sealed.subarray(0, 64)).toString('hex')).toBe(expected.replace(/\s/g, ''));
    expect(aesCbcDecryptBytes(sealed, hex(key), IV)).toEqual(PLAIN);
  });

  it('checks the key and the IV', () => {
    expect(expectToolInputError(() => parseRawAesKey('00112233', '00'.repeat(16))).message).toBe('The key is 4 bytes; AES needs 16, 24 or 32 bytes (32, 48 or 64 hex digits).');
    expect(expectToolInputError(() => parseRawAesKey('00'.repeat(16), '0011')).message).toBe('The IV is 2 bytes; AES-CBC needs 16 bytes (32 hex digits).');
    expect(expectToolInputError(() => parseRawAesKey('00'.repeat(15) + 'zz', '')).message).toBe('The key: "z" at position 31 is not a hexadecimal digit (0–9, a–f).');
    expect(expectToolInputError(() => parseRawAesKey('00'.repeat(16), 'abc')).message).toBe('The IV: odd number of hexadecimal digits (3): each byte takes two.');
    expect(parseRawAesKey('0x' + '2b:7e'.repeat(8), ' 00 '.repeat(16)).key.length).toBe(16);
  });
});

describe('AES-GCM (this tool’s format)', () => {
  it('matches an independent computation with node:crypto (PBKDF2-SHA256 100 000, AES-256-GCM)', async () => {
    const salt = hex('0102030405060708');
    const iv = hex('a0a1a2a3a4a5a6a7a8a9aaab');
    const key = pbkdf2Sync('correct horse', salt, 100_000, 32, 'sha256');
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(TEXT, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    const expected = Buffer.concat([Buffer.from('Salted__'), salt, iv, body]).toString('base64');
    expect(await encryptText(TEXT, { algorithm: 'aes-gcm', passphrase: 'correct horse', salt, gcmIv: iv })).toBe(expected);
    expect(await decryptText(expected, { algorithm: 'aes-gcm', passphrase: 'correct horse' })).toBe(TEXT);
  });

  it('detects tampering and a wrong passphrase by the tag', async () => {
    const sealed = parseBytes(await encryptText(TEXT, { algorithm: 'aes-gcm', passphrase: 'p' }), 'base64', 'x');
    sealed[30]! ^= 1;
    const tampered = Buffer.from(sealed).toString('base64');
    expect((await rejection(decryptText(tampered, { algorithm: 'aes-gcm', passphrase: 'p' }))).message).toBe('Wrong passphrase or corrupted data: the authentication tag does not match.');
  });
});

describe('round trips (fast-check)', () => {
  const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 });
  const passphrase = fc.string({ minLength: 1, maxLength: 30 });
  it.each(ENCRYPTION_ALGORITHMS.filter((a) => a !== 'aes-gcm'))('%s with an MD5 or PBKDF2 key', async (algorithm: EncryptionAlgorithm) => {
    await fc.assert(
      fc.asyncProperty(text, passphrase, fc.constantFrom('md5', 'pbkdf2' as const), fc.constantFrom('128', '192', '256' as const), async (t, p, kdf, aesKeySize) => {
        const options: EncryptionOptions = { algorithm, passphrase: p, kdf, aesKeySize };
        expect(await decryptText(await encryptText(t, options), options)).toBe(t);
      }),
      { numRuns: 40 },
    );
  });

  it('aes-gcm', async () => {
    await fc.assert(
      fc.asyncProperty(text, passphrase, async (t, p) => {
        expect(await decryptText(await encryptText(t, { algorithm: 'aes-gcm', passphrase: p }), { algorithm: 'aes-gcm', passphrase: p })).toBe(t);
      }),
      { numRuns: 8 },
    );
  });

  it('aes-cbc with a raw key', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.uint8Array({ minLength: 16, maxLength: 16 }), async (t, k, iv) => {
        const options: EncryptionOptions = { algorithm: 'aes-cbc', keyMode: 'raw', keyHex: Buffer.from(k).toString('hex'), ivHex: Buffer.from(iv).toString('hex') };
        expect(await decryptText(await encryptText(t, options), options)).toBe(t);
      }),
      { numRuns: 50 },
    );
  });

  it('a random salt makes each encryption different', async () => {
    const a = await encryptText('same', { algorithm: 'aes-cbc', passphrase: 'p' });
    expect(await encryptText('same', { algorithm: 'aes-cbc', passphrase: 'p' })).not.toBe(a);
  });
});

describe('errors', () => {
  it.each(OPENSSL_FIXTURES)('a wrong passphrase is an error, not garbage ($command)', async ({ options, ciphertext }) => {
    expect((await rejection(decryptText(ciphertext, { ...options, passphrase: 'wrong' }))).message).toMatch(/^Wrong passphrase or corrupted data: /);
  });

  it.each(['rabbit', 'rc4'] as const)('%s (no integrity check): a wrong passphrase on a longer text is caught by the UTF-8 check', async (algorithm) => {
    const sealed = await encryptText('A message long enough that random bytes are not valid UTF-8 by chance.', { algorithm, passphrase: 'right', salt: hex('0001020304050607') });
    expect((await rejection(decryptText(sealed, { algorithm, passphrase: 'wrong' }))).message).toBe('Wrong passphrase or corrupted data: the result is not UTF-8 text.');
  });

  it('names bad Base64, a missing header, truncated data and missing inputs', async () => {
    const cbc: EncryptionOptions = { algorithm: 'aes-cbc', passphrase: 'secret' };
    expect((await rejection(decryptText('U2FsdGVk*X1', cbc))).message).toBe('The ciphertext: "*" at position 9 is not a Base64 character (A–Z, a–z, 0–9, + /, or - _).');
    expect((await rejection(decryptText('SGVsbG8gd29ybGQ=', cbc))).message).toMatch(/^This is not passphrase-encrypted data: it must start with "U2FsdGVkX1"/);
    expect((await rejection(decryptText(OPENSSL_AES256_MD5.slice(0, 40), cbc))).message).toBe('Wrong passphrase or corrupted data: the ciphertext is 14 bytes, not a multiple of the 16-byte block (truncated?).');
    expect((await rejection(decryptText(OPENSSL_AES256_MD5, { algorithm: 'aes-cbc' }))).message).toBe('Enter a passphrase.');
    expect((await rejection(encryptText('', cbc))).message).toBe('Enter the text to encrypt.');
    expect((await rejection(decryptText(' ', cbc))).message).toBe('Paste the ciphertext (Base64) to decrypt.');
    expect((await rejection(decryptText(OPENSSL_AES256_MD5, { algorithm: 'aes-cbc', keyMode: 'raw', keyHex: '00'.repeat(16), ivHex: '00'.repeat(16) }))).message).toMatch(/starts with "Salted__"/);
  });
});

describe('describeCiphertext and opensslCommand', () => {
  it('reads the salt of the OpenSSL format', () => {
    // Bytes 8–15 of the decoded fixture, i.e. what `openssl enc -d -P` prints as "salt=".
    expect(describeCiphertext(OPENSSL_AES256_MD5)).toEqual({ bytes: 48, salted: true, saltHex: Buffer.from(OPENSSL_AES256_MD5, 'base64').subarray(8, 16).toString('hex'), payloadBytes: 32 });
    expect(describeCiphertext('/jfGB2Zit2xFE2ecSXRCvA==')).toEqual({ bytes: 16, salted: false, payloadBytes: 16 });
  });

  it('names the equivalent openssl command, or none', () => {
    expect(opensslCommand({ algorithm: 'aes-cbc', kdf: 'md5', aesKeySize: '256' })).toBe('openssl enc -aes-256-cbc -md md5 -a -pass pass:…');
    expect(opensslCommand({ algorithm: 'tripledes', kdf: 'pbkdf2' })).toBe('openssl enc -des-ede3-cbc -pbkdf2 -a -pass pass:…');
    expect(opensslCommand({ algorithm: 'aes-gcm' })).toBeNull();
    expect(opensslCommand({ algorithm: 'rc4' })).toBeNull();
  });
});

describe('encryption: examples, state and robustness', () => {
  it('has examples that are valid states, without secrets, that decrypt with "secret"', async () => {
    expectExamplesMatchState(encryption, encryptionState);
    for (const example of encryption.examples ?? []) {
      expect(example.state).not.toHaveProperty('passphrase');
      expect(example.state).not.toHaveProperty('keyHex');
      const s = example.state as Required<Pick<EncryptionOptions, 'algorithm' | 'kdf'>> & { input: string };
      expect(await decryptText(s.input, { ...s, passphrase: 'secret' })).toBe(TEXT);
    }
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => describeCiphertext(s));
    fuzzToolFunction(([k, iv]: [string, string]) => parseRawAesKey(k, iv), fc.tuple(fc.string(), fc.string()));
    const options: fc.Arbitrary<EncryptionOptions> = fc.record({
      algorithm: fc.constantFrom(...ENCRYPTION_ALGORITHMS.filter((a) => a !== 'aes-gcm')),
      keyMode: fc.constantFrom('passphrase', 'raw' as const),
      passphrase: fc.string({ maxLength: 10 }),
      kdf: fc.constantFrom('md5', 'pbkdf2' as const),
      aesKeySize: fc.constantFrom('128', '192', '256' as const),
      keyHex: fc.oneof(fc.string(), fc.constant('00'.repeat(16))),
      ivHex: fc.oneof(fc.string(), fc.constant('00'.repeat(16))),
    });
    const ciphertexts = fc.oneof(fc.string(), fc.base64String(), fc.uint8Array({ maxLength: 60 }).map((b) => Buffer.concat([Buffer.from('Salted__'), b]).toString('base64')));
    await fuzzAsyncToolFunction(([c, o]: [string, EncryptionOptions]) => decryptText(c, o), fc.tuple(ciphertexts, options), 150);
    await fuzzAsyncToolFunction(([t, o]: [string, EncryptionOptions]) => encryptText(t, o), fc.tuple(fc.string(), options), 100);
    await fuzzAsyncToolFunction((c: string) => decryptText(c, { algorithm: 'aes-gcm', passphrase: 'p' }), ciphertexts, 10);
  });
});
