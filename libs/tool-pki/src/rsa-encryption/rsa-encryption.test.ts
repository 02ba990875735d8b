import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { decodeBytes, encodeBytes } from './bytes.js';
import { readPrivateKey, readPublicKey } from './keys.js';
import { rsaEncryptionTool } from './meta.js';
import { rsaEncryptionState } from './state.js';
import { generateRsaEncryptionTestKeys, maxMessageBytes, rsaDecrypt, rsaEncrypt, rsaPublicKeyBits, type RsaDecryptRequest, type RsaEncryptRequest } from './rsa-encryption.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const hasOpenssl = spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0;
const work = mkdtempSync(join(tmpdir(), 'rsa-encryption-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const PRIVATE = fixture('rsa-2048.pem');
const PUBLIC = fixture('rsa-2048.pub.pem');
const hexToBase64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64');

const encryptRequest = (over: Partial<RsaEncryptRequest> = {}): RsaEncryptRequest => ({
  publicKey: PUBLIC,
  message: 'Handy Tools',
  messageFormat: 'text',
  cipherFormat: 'base64',
  padding: 'oaep',
  hash: 'SHA-256',
  mgf1: 'same',
  label: '',
  ...over,
});
const decryptRequest = (over: Partial<RsaDecryptRequest> = {}): RsaDecryptRequest => ({
  privateKey: PRIVATE,
  passphrase: '',
  ciphertext: '',
  cipherFormat: 'base64',
  messageFormat: 'text',
  padding: 'oaep',
  hash: 'SHA-256',
  mgf1: 'same',
  label: '',
  ...over,
});

async function rejection(promise: Promise<unknown>): Promise<ToolInputError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ToolInputError);
    return error as ToolInputError;
  }
  throw new Error('expected a ToolInputError');
}

// Wycheproof (C2SP/wycheproof) testvectors/rsa_oaep_2048_sha256_mgf1sha256_test.json and
// rsa_oaep_2048_sha256_mgf1sha1_test.json: one 2048-bit key (its PKCS#1 PEM, as published), tcIds named.
describe('RSA-OAEP decryption of published vectors (Wycheproof)', () => {
  const key = fixture('wycheproof-oaep-2048.pem');
  it('SHA-256 / MGF1-SHA-256: tcId 3 ("Test"), tcId 1 (empty message) and tcId 9 (20-byte label)', async () => {
    const tc3 =
      '5eab3f0741e63986ed647d53e1cd71df041986900803d0f99c68355d249a15a47dc5b4f70a191477654299e5a2731f3b4eec76dea18262fc696ac794e5f66cbfcddac4472c578e246c26707598055584540b839836b1404c5611ae558a984cee8fd036cea924e0be2474a940f61e0acc14fcae95ebdc59942a9ce9af9a9c81999f7f6815f057ffdc2533cb15d6391d1e2d95f16f9c04209c889a4c359c7d2926d28a66e2b030a416b928d2825627998e5191fb4983a6e65024262d94fc09187a2d78162122433251d1bfcc8e507d06eba2d229c10031261da32ab8ccd15f1c5f9fbf07ed158483d736a110af4b44d6a4da60d6cb519b4454213cf9f0dc560f2b';
    expect((await rsaDecrypt(decryptRequest({ privateKey: key, ciphertext: tc3, cipherFormat: 'hex' }))).message).toBe('Test');
    const tc1 =
      '6e62bf24d95aff6868afec2a92a445b6458f16f688c19fe1212f66a63137831653cedd359d8cff4dd485d77dfd55812c181373201f54aafd65730d2a304e623455d51125d891e65d97fce52341cae45fb64c38a384a1c621e2713ee6794633f029a9fd4d774f56551eac2176162e162640f25eab873a3451c475570f19228bcede4c67c370a75ed7fabccd538c9819eff182481b10d42f1a9f6a05373b8cf9b71818d467bd3b8ebacb619e8ad42916e600c043effceb3855bc48a629e60ae886f51b2a7876b0e623fb2ce68af4b039242f963adb0e4240aed0ed07f65f1ee7c0cc77d210d0c2d1dc10c81b881aa0c9c9e9499665cf2970d2ccfeeb3191531765';
    expect((await rsaDecrypt(decryptRequest({ privateKey: key, ciphertext: hexToBase64(tc1) }))).message).toBe('');
    const tc9 =
      'a0443ba434156d0b503ec662f5eb5b10e20ad0cb8233720ee187ba986e4811dd312844d3edb26bfaf51b4b9268dc3c76072dd47c199d713c91824da23ff00481ee69e9d4cc543120fc33b7244bf0c1ad5fdd1ae9cbada7fe9a70ad0afaaaad8361e8dc4b3198ae661a84e275b60bf2ebb85e512da785d2fc3482294fa11967681d7bceffc08ce0e36f0a8af7fcfb1337186863c2c1c1b94c9ec9785cd3d94d15437c23b775677f3d29a4c9e52f13398fd14661160e5868bca97625aa6c7ecb07bbb479644def353f1f01a4c4100f9adb82c4f6a265a5ee962da58c3c042aa549c9d2de3008e7448e0c4b9b4ac8f5e4d8629873909bb995ccc0825fe87d81d596';
    const label = String.fromCharCode(...Array.from({ length: 20 }, (_, i) => i));
    expect((await rsaDecrypt(decryptRequest({ privateKey: key, ciphertext: tc9, cipherFormat: 'hex', label, messageFormat: 'hex' }))).message).toBe('313233343030');
    // The same ciphertext without its label does not decrypt.
    expect((await rejection(rsaDecrypt(decryptRequest({ privateKey: key, ciphertext: tc9, cipherFormat: 'hex' })))).message).toMatch(/^Decryption failed/);
  });

  it('SHA-256 / MGF1-SHA-1 (Java\'s OAEPWithSHA-256AndMGF1Padding): tcId 3 ("Test"); the same with MGF1-SHA-256 fails', async () => {
    const tc3 =
      '835a8d5ab336e2133ade3b3537dbcd908a49d3933d0747e6c567e6e4938346b40a208321669f82ac6fe7055b4c435c455772ad9b3809ac65b5223c04329f232aaed6412bc6f024575fa9eee9d5f813e384a07289b9b203cf8cd7e2bfadf949aedfac4e08705a17e4db719ece091d46b264eb40befa199cb27de1a744c96182483ce84808686afc56e414ccbc2f219057af1d7e23549f44f7bae74f135254cc965227aca4ecd7b4571cd05cb2c99b6fa55cf7ec9c4cc085cd0ad0ce90e3e7f68af2ea3e2a6097b81a5c5091c31026261a479d46f05c45ae016e86029dae86c67afba8b8b6e8e646a94d07d07f3eaf8ca177c6c0ed05896971c0a911c846ffbdac';
    expect((await rsaDecrypt(decryptRequest({ privateKey: key, ciphertext: tc3, cipherFormat: 'hex', mgf1: 'SHA-1' }))).message).toBe('Test');
    const error = await rejection(rsaDecrypt(decryptRequest({ privateKey: key, ciphertext: tc3, cipherFormat: 'hex' })));
    expect(error.message).toBe('Decryption failed: the ciphertext was not made for this key with RSA-OAEP with SHA-256 and no label.');
  });
});

describe('maxMessageBytes (RFC 8017 §7.1.1, §7.2.1)', () => {
  it('is k − 2hLen − 2 for OAEP and k − 11 for PKCS#1 v1.5', () => {
    expect(maxMessageBytes(2048, { padding: 'oaep', hash: 'SHA-256' })).toBe(190);
    expect(maxMessageBytes(2048, { padding: 'oaep', hash: 'SHA-1' })).toBe(214);
    expect(maxMessageBytes(4096, { padding: 'oaep', hash: 'SHA-512' })).toBe(382);
    expect(maxMessageBytes(2048, { padding: 'pkcs1', hash: 'SHA-256' })).toBe(245);
    // Wycheproof tcId 11 "Longest valid message size" of the SHA-256 file is 190 bytes.
    expect(maxMessageBytes(2048, { padding: 'oaep', hash: 'SHA-256' })).toBe(190);
  });
});

describe('OpenSSL interoperability', () => {
  const schemes = [
    { padding: 'oaep', hash: 'SHA-256', mgf1: 'same', opts: ['rsa_padding_mode:oaep', 'rsa_oaep_md:sha256'] },
    { padding: 'oaep', hash: 'SHA-1', mgf1: 'same', opts: ['rsa_padding_mode:oaep', 'rsa_oaep_md:sha1'] },
    { padding: 'oaep', hash: 'SHA-512', mgf1: 'same', opts: ['rsa_padding_mode:oaep', 'rsa_oaep_md:sha512'] },
    { padding: 'oaep', hash: 'SHA-256', mgf1: 'SHA-1', opts: ['rsa_padding_mode:oaep', 'rsa_oaep_md:sha256', 'rsa_mgf1_md:sha1'] },
    { padding: 'pkcs1', hash: 'SHA-256', mgf1: 'same', opts: ['rsa_padding_mode:pkcs1'] },
  ] as const;
  const pkeyopts = (opts: readonly string[]) => opts.flatMap((o) => ['-pkeyopt', o]);

  it.skipIf(!hasOpenssl).each(schemes)('$padding $hash (MGF1 $mgf1): OpenSSL decrypts ours and we decrypt OpenSSL\'s', async ({ padding, hash, mgf1, opts }) => {
    const message = 'Grüße, RSA ✓';
    const ours = await rsaEncrypt(encryptRequest({ message, padding, hash, mgf1 }));
    const ctFile = join(work, `ct-${padding}-${hash}-${mgf1}`);
    writeFileSync(ctFile, Buffer.from(ours.ciphertext, 'base64'));
    const keyFile = join(work, 'key.pem');
    writeFileSync(keyFile, PRIVATE);
    expect(execFileSync('openssl', ['pkeyutl', '-decrypt', '-inkey', keyFile, '-in', ctFile, ...pkeyopts(opts)]).toString('utf8')).toBe(message);

    const msgFile = join(work, 'msg');
    writeFileSync(msgFile, message);
    const pubFile = join(work, 'pub.pem');
    writeFileSync(pubFile, PUBLIC);
    const theirs = execFileSync('openssl', ['pkeyutl', '-encrypt', '-pubin', '-inkey', pubFile, '-in', msgFile, ...pkeyopts(opts)]);
    expect((await rsaDecrypt(decryptRequest({ ciphertext: theirs.toString('hex'), cipherFormat: 'hex', padding, hash, mgf1 }))).message).toBe(message);
  });

  it.skipIf(!hasOpenssl)('an OAEP label: OpenSSL decrypts with the same label', async () => {
    const ours = await rsaEncrypt(encryptRequest({ message: 'labelled', label: 'context-1' }));
    const ctFile = join(work, 'ct-label');
    writeFileSync(ctFile, Buffer.from(ours.ciphertext, 'base64'));
    const keyFile = join(work, 'key.pem');
    writeFileSync(keyFile, PRIVATE);
    const labelHex = Buffer.from('context-1').toString('hex');
    const out = execFileSync('openssl', ['pkeyutl', '-decrypt', '-inkey', keyFile, '-in', ctFile, ...pkeyopts(['rsa_padding_mode:oaep', 'rsa_oaep_md:sha256', `rsa_oaep_label:${labelHex}`])]);
    expect(out.toString()).toBe('labelled');
  });

  it.skipIf(!hasOpenssl)('a generated key pair is accepted by OpenSSL (pkey -check) and its halves match', async () => {
    const pair = await generateRsaEncryptionTestKeys(2048);
    const keyFile = join(work, 'generated.pem');
    writeFileSync(keyFile, pair.privateKey);
    expect(execFileSync('openssl', ['pkey', '-in', keyFile, '-check', '-noout']).toString()).toMatch(/Key is valid/);
    expect(execFileSync('openssl', ['pkey', '-in', keyFile, '-pubout']).toString()).toBe(pair.publicKey);
    expect(execFileSync('openssl', ['pkey', '-in', keyFile, '-text', '-noout']).toString()).toMatch(/Private-Key: \(2048 bit, 2 primes\)/);
  });
});

describe('key formats', () => {
  it('reads the public key as SPKI, PKCS#1, a certificate; the private key as PKCS#8, PKCS#1, encrypted PKCS#8 and legacy encrypted PEM', async () => {
    const publics = ['rsa-2048.pub.pem', 'rsa-2048.pkcs1.pub.pem', 'rsa-2048.cert.pem'].map(fixture);
    const privates: [string, string][] = [
      [PRIVATE, ''],
      [fixture('rsa-2048.pkcs1.pem'), ''],
      [fixture('rsa-2048.encrypted.pem'), 'correct-horse'],
      [fixture('rsa-2048.legacy-encrypted.pem'), 'correct-horse'],
    ];
    for (const publicKey of publics) expect(rsaPublicKeyBits(publicKey)).toBe(2048);
    expect(readPublicKey(publics[2]!).source).toBe('certificate');
    for (const [i, [privateKey, passphrase]] of privates.entries()) {
      const { ciphertext } = await rsaEncrypt(encryptRequest({ publicKey: publics[i % publics.length]! }));
      expect((await rsaDecrypt(decryptRequest({ privateKey, passphrase, ciphertext }))).message).toBe('Handy Tools');
    }
  });

  it('encrypts with an OpenSSH ssh-rsa public key and decrypts with its OpenSSH private key (ssh-keygen, in the signing tool\'s fixtures)', async () => {
    const ssh = (name: string) => readFileSync(new URL(`../rsa-ecdsa-signing/fixtures/${name}`, import.meta.url), 'utf8');
    const { ciphertext, bits } = await rsaEncrypt(encryptRequest({ publicKey: ssh('openssh-rsa.pub') }));
    expect(bits).toBe(2048);
    expect((await rsaDecrypt(decryptRequest({ privateKey: ssh('openssh-rsa'), ciphertext }))).message).toBe('Handy Tools');
    // ssh-keygen's PKCS#8 conversion of the same key decrypts it too.
    expect((await rsaDecrypt(decryptRequest({ privateKey: ssh('openssh-rsa.pkcs8.pem'), ciphertext }))).message).toBe('Handy Tools');
  });

  it('asks for the passphrase of an encrypted key and names a wrong one', async () => {
    for (const name of ['rsa-2048.encrypted.pem', 'rsa-2048.legacy-encrypted.pem']) {
      expect(() => readPrivateKey(fixture(name), '')).toThrow('The private key is encrypted: enter its passphrase.');
      expect(() => readPrivateKey(fixture(name), 'wrong')).toThrow(/wrong passphrase/);
    }
  });

  it('names the wrong kind of key', async () => {
    expect((await rejection(rsaEncrypt(encryptRequest({ publicKey: PRIVATE })))).message).toBe('The public key: this is a private key; paste the public key (or a certificate) here.');
    expect((await rejection(rsaDecrypt(decryptRequest({ privateKey: PUBLIC, ciphertext: 'AA==' })))).message).toBe('The private key: this is a public key or certificate; the private key is needed here.');
    expect((await rejection(rsaEncrypt(encryptRequest({ publicKey: fixture('ec-p256.pub.pem') })))).message).toBe('The public key is an EC (P-256) key: RSA encryption needs an RSA key.');
    expect((await rejection(rsaDecrypt(decryptRequest({ privateKey: fixture('ec-p256.sec1.pem'), ciphertext: 'AA==' })))).message).toBe('The private key is an EC (P-256) key: RSA encryption needs an RSA key.');
    expect((await rejection(rsaEncrypt(encryptRequest({ publicKey: 'hello' })))).message).toMatch(/no PEM block found/);
    const cut = PUBLIC.split('\n').slice(0, 4).join('\n');
    expect((await rejection(rsaEncrypt(encryptRequest({ publicKey: cut })))).message).toBe('The public key: the "PUBLIC KEY" block that begins on line 1 has no "-----END PUBLIC KEY-----" line.');
  });
});

describe('messages and ciphertexts', () => {
  it('says the maximum in bytes when the message is too long, for each scheme', async () => {
    const error = await rejection(rsaEncrypt(encryptRequest({ message: 'x'.repeat(191) })));
    expect(error.message).toBe(
      'The message is 191 bytes; a 2048-bit key encrypts at most 190 bytes with RSA-OAEP with SHA-256. Encrypt a symmetric key instead (hybrid encryption), or use a larger key.',
    );
    expect((await rsaEncrypt(encryptRequest({ message: 'x'.repeat(190) }))).maxBytes).toBe(190);
    expect((await rejection(rsaEncrypt(encryptRequest({ message: 'x'.repeat(246), padding: 'pkcs1' })))).message).toMatch(/^The message is 246 bytes; a 2048-bit key encrypts at most 245 bytes with RSAES-PKCS1-v1_5\./);
    // Multi-byte UTF-8 counts in bytes: 100 × "é" is 200 bytes.
    expect((await rejection(rsaEncrypt(encryptRequest({ message: 'é'.repeat(100), hash: 'SHA-512' })))).message).toMatch(/^The message is 200 bytes; a 2048-bit key encrypts at most 126 bytes/);
  });

  it('names a ciphertext of the wrong length, bad Base64 and a ciphertext for another key', async () => {
    expect((await rejection(rsaDecrypt(decryptRequest({ ciphertext: 'AAAA' })))).message).toBe(
      'The ciphertext is 3 bytes; with a 2048-bit key it is exactly 256 bytes. Is it complete, in Base64, and for this key?',
    );
    expect((await rejection(rsaDecrypt(decryptRequest({ ciphertext: 'AB!C' })))).message).toBe('The ciphertext: "!" at position 3 is not a Base64 character (A–Z, a–z, 0–9, +, /).');
    const { ciphertext } = await rsaEncrypt(encryptRequest());
    const other = fixture('wycheproof-oaep-2048.pem');
    expect((await rejection(rsaDecrypt(decryptRequest({ privateKey: other, ciphertext })))).message).toMatch(/^Decryption failed: the ciphertext was not made for this key/);
    // PKCS#1 v1.5 with another key fails too (node-forge path).
    const pkcs1 = await rsaEncrypt(encryptRequest({ padding: 'pkcs1' }));
    expect((await rejection(rsaDecrypt(decryptRequest({ privateKey: other, ciphertext: pkcs1.ciphertext, padding: 'pkcs1' })))).message).toMatch(/^Decryption failed/);
  });

  it('refuses a result that is not UTF-8 as text, and shows it in hex', async () => {
    const { ciphertext } = await rsaEncrypt(encryptRequest({ message: 'ff00fe', messageFormat: 'hex' }));
    expect((await rejection(rsaDecrypt(decryptRequest({ ciphertext })))).message).toBe('The result is not UTF-8 text: choose Base64 or Hex to see its bytes.');
    expect((await rsaDecrypt(decryptRequest({ ciphertext, messageFormat: 'hex' }))).message).toBe('ff00fe');
  });

  it('round-trips any message with every scheme (fast-check)', async () => {
    const schemes = fc.oneof(
      fc.record({ padding: fc.constant('oaep' as const), hash: fc.constantFrom('SHA-1' as const, 'SHA-256' as const, 'SHA-384' as const, 'SHA-512' as const), mgf1: fc.constantFrom('same' as const, 'SHA-1' as const) }),
      fc.record({ padding: fc.constant('pkcs1' as const), hash: fc.constant('SHA-256' as const), mgf1: fc.constant('same' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(schemes, fc.uint8Array({ maxLength: 126 }), fc.string({ maxLength: 20 }), fc.constantFrom('base64' as const, 'hex' as const), async (scheme, bytes, label, cipherFormat) => {
        const hex = Buffer.from(bytes).toString('hex');
        const { ciphertext } = await rsaEncrypt(encryptRequest({ ...scheme, label, message: hex, messageFormat: 'hex', cipherFormat }));
        const { message } = await rsaDecrypt(decryptRequest({ ...scheme, label, ciphertext, cipherFormat, messageFormat: 'base64' }));
        expect(message).toBe(Buffer.from(bytes).toString('base64'));
      }),
      { numRuns: 30 },
    );
  });

  it('byte formats round-trip (Base64, hex, UTF-8)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(decodeBytes(encodeBytes(bytes, 'base64'), 'base64', 'x')).toEqual(bytes);
        expect(decodeBytes(encodeBytes(bytes, 'hex'), 'hex', 'x')).toEqual(bytes);
        expect(encodeBytes(bytes, 'base64')).toBe(Buffer.from(bytes).toString('base64'));
      }),
    );
    expect(decodeBytes('0x48:65 6C', 'hex', 'x')).toEqual(new Uint8Array([0x48, 0x65, 0x6c]));
    expect(decodeBytes('SGk', 'base64', 'x')).toEqual(new TextEncoder().encode('Hi'));
    expect(() => decodeBytes('abc', 'hex', 'The message')).toThrow('The message: an odd number of hexadecimal digits (3); every byte takes two.');
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(rsaEncryptionTool, rsaEncryptionState);
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => readPublicKey(s));
    fuzzToolFunction((s: string) => readPrivateKey(s, 'x'));
    fuzzToolFunction((s: string) => decodeBytes(s, 'base64', 'x'));
    fuzzToolFunction((s: string) => decodeBytes(s, 'hex', 'x'));
    await fuzzAsyncToolFunction((s: string) => rsaEncrypt(encryptRequest({ message: s })), undefined, 40);
    await fuzzAsyncToolFunction((s: string) => rsaEncrypt(encryptRequest({ publicKey: s })), undefined, 40);
    await fuzzAsyncToolFunction((s: string) => rsaDecrypt(decryptRequest({ ciphertext: s })), undefined, 40);
    await fuzzAsyncToolFunction((s: string) => rsaDecrypt(decryptRequest({ privateKey: s })), undefined, 40);
    await fuzzAsyncToolFunction((s: string) => rsaDecrypt(decryptRequest({ ciphertext: s, padding: 'pkcs1', cipherFormat: 'hex' })), undefined, 40);
    // A PEM block with random DER inside.
    await fuzzAsyncToolFunction(
      (bytes: Uint8Array) => rsaEncrypt(encryptRequest({ publicKey: `-----BEGIN PUBLIC KEY-----\n${Buffer.from(bytes).toString('base64')}\n-----END PUBLIC KEY-----` })),
      fc.uint8Array({ maxLength: 300 }),
      60,
    );
    await expect(generateRsaEncryptionTestKeys(1024)).rejects.toThrow(ToolInputError);
  });
});
