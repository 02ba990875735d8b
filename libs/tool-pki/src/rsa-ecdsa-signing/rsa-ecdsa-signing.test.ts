import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { rsaEcdsaSigningTool } from './meta.js';
import { rsaEcdsaSigningState } from './state.js';
import {
  ecdsaDerToP1363,
  describeSigningKey,
  generateSigningKeyPair,
  ecdsaP1363ToDer,
  signMessage,
  verifySignature,
  type SignRequest,
  type VerifyRequest,
} from './rsa-ecdsa-signing.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const rsaFixture = (name: string) => readFileSync(new URL(`../rsa-encryption/fixtures/${name}`, import.meta.url), 'utf8');
const hasOpenssl = spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0;
const work = mkdtempSync(join(tmpdir(), 'rsa-ecdsa-signing-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const file = (name: string, content: string | Uint8Array) => {
  const path = join(work, name);
  writeFileSync(path, content);
  return path;
};

const RSA = rsaFixture('rsa-2048.pem');
const RSA_PUB = rsaFixture('rsa-2048.pub.pem');

const signRequest = (over: Partial<SignRequest> = {}): SignRequest => ({
  privateKey: RSA,
  passphrase: '',
  message: 'sample',
  messageFormat: 'text',
  hash: 'SHA-256',
  rsaPadding: 'pkcs1',
  pssSalt: 'digest',
  ecdsaFormat: 'der',
  signatureFormat: 'hex',
  ...over,
});
const verifyRequest = (over: Partial<VerifyRequest> = {}): VerifyRequest => ({
  publicKey: RSA_PUB,
  message: 'sample',
  messageFormat: 'text',
  signature: '',
  hash: 'SHA-256',
  rsaPadding: 'pkcs1',
  pssSalt: 'digest',
  ecdsaFormat: 'der',
  signatureFormat: 'hex',
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

describe('published vectors', () => {
  // RFC 8032 §7.1 TEST 1 (empty message) and TEST 2 (one byte 0x72): Ed25519 is deterministic.
  it('Ed25519 signs RFC 8032 TEST 1 and TEST 2 to the published signatures, and verifies them', async () => {
    const test1 = await signMessage(signRequest({ privateKey: fixture('rfc8032-test1.pem'), message: '', messageFormat: 'hex' }));
    expect(test1.signature).toBe('e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b');
    expect(test1.scheme).toBe('Ed25519 (RFC 8032)');
    const sig2 = '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00';
    expect((await signMessage(signRequest({ privateKey: fixture('rfc8032-test2.pem'), message: '72', messageFormat: 'hex' }))).signature).toBe(sig2);
    const ok = await verifySignature(verifyRequest({ publicKey: fixture('rfc8032-test2.pub.pem'), message: '72', messageFormat: 'hex', signature: sig2 }));
    expect(ok).toEqual({ valid: true, key: 'Ed25519', scheme: 'Ed25519 (RFC 8032)' });
    // The OpenSSH form of TEST 2's public key (RFC 8709 §4) verifies too.
    const raw = Buffer.from('3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c', 'hex');
    const blob = Buffer.concat([Buffer.from([0, 0, 0, 11]), Buffer.from('ssh-ed25519'), Buffer.from([0, 0, 0, 32]), raw]);
    expect((await verifySignature(verifyRequest({ publicKey: `ssh-ed25519 ${blob.toString('base64')} test2`, message: '72', messageFormat: 'hex', signature: sig2 }))).valid).toBe(true);
    const bad = await verifySignature(verifyRequest({ publicKey: fixture('rfc8032-test2.pub.pem'), message: '73', messageFormat: 'hex', signature: sig2 }));
    expect(bad.valid).toBe(false);
  });

  // RFC 6979 A.2.5, P-256, SHA-256, message "sample": r and s below. WebCrypto's ECDSA is randomised, so
  // the published deterministic signature is verified, in both encodings.
  it('ECDSA P-256 verifies the RFC 6979 A.2.5 signature of "sample" (DER and P1363) and rejects it for "Sample"', async () => {
    const r = 'efd48b2aacb6a8fd1140dd9cd45e81d69d2c877b56aaf991c34d0ea84eaf3716';
    const s = 'f7cb1c942d657c41d436c7a1b6e29f65f3e900dbb9aff4064dc4ab2f843acda8';
    const p1363 = r + s;
    const der = Buffer.from(ecdsaP1363ToDer(Buffer.from(p1363, 'hex'))).toString('hex');
    // DER: SEQUENCE { INTEGER 0x00‖r (r's top bit is set), INTEGER 0x00‖s }.
    expect(der).toBe(`3046022100${r}022100${s}`);
    const publicKey = fixture('rfc6979-p256.pub.pem');
    expect(await verifySignature(verifyRequest({ publicKey, signature: der }))).toEqual({ valid: true, key: 'ECDSA P-256', scheme: 'ECDSA P-256 with SHA-256 (DER)' });
    expect(await verifySignature(verifyRequest({ publicKey, signature: p1363 }))).toEqual({ valid: true, key: 'ECDSA P-256', scheme: 'ECDSA P-256 with SHA-256 (IEEE P1363 r‖s)' });
    // The private key (SEC 1) in the public key field: its public half is derived.
    expect((await verifySignature(verifyRequest({ publicKey: fixture('rfc6979-p256.sec1.pem'), signature: der }))).valid).toBe(true);
    const wrong = await verifySignature(verifyRequest({ publicKey, signature: der, message: 'Sample' }));
    expect(wrong.valid).toBe(false);
    expect(wrong.reason).toBe('The signature does not match this message and key with SHA-256.');
  });
});

describe('OpenSSL interoperability (openssl dgst / pkeyutl)', () => {
  it.skipIf(!hasOpenssl)('RSA PKCS#1 v1.5 (deterministic): our signature is byte for byte OpenSSL\'s, for SHA-1, SHA-256, SHA-512 and MD5', async () => {
    const key = file('rsa.pem', RSA);
    const msg = file('msg', 'Grüße ✓');
    for (const [hash, flag] of [
      ['SHA-1', '-sha1'],
      ['SHA-256', '-sha256'],
      ['SHA-512', '-sha512'],
      ['MD5', '-md5'],
    ] as const) {
      const theirs = execFileSync('openssl', ['dgst', flag, '-sign', key, msg]).toString('hex');
      const ours = await signMessage(signRequest({ message: 'Grüße ✓', hash }));
      expect(ours.signature, hash).toBe(theirs);
      expect((await verifySignature(verifyRequest({ message: 'Grüße ✓', hash, signature: theirs }))).valid, hash).toBe(true);
    }
  });

  it.skipIf(!hasOpenssl)('RSA-PSS: OpenSSL verifies ours (salt = hash length, maximum, zero); we verify OpenSSL\'s and find its salt length', async () => {
    const key = file('rsa.pem', RSA);
    const pub = file('rsa.pub', RSA_PUB);
    const msg = file('msg', 'PSS message');
    for (const [pssSalt, expected] of [
      ['digest', 32],
      ['max', 222],
      ['zero', 0],
    ] as const) {
      const ours = await signMessage(signRequest({ message: 'PSS message', rsaPadding: 'pss', pssSalt }));
      expect(ours.scheme).toBe(`RSA-PSS with SHA-256 (salt ${expected} bytes)`);
      const sig = file('sig', Buffer.from(ours.signature, 'hex'));
      const out = execFileSync('openssl', ['dgst', '-sha256', '-verify', pub, '-sigopt', 'rsa_padding_mode:pss', '-sigopt', `rsa_pss_saltlen:${expected}`, '-signature', sig, msg]).toString();
      expect(out.trim()).toBe('Verified OK');
    }
    for (const saltlen of ['32', 'max', '20']) {
      const theirs = execFileSync('openssl', ['dgst', '-sha256', '-sign', key, '-sigopt', 'rsa_padding_mode:pss', '-sigopt', `rsa_pss_saltlen:${saltlen}`, msg]).toString('base64');
      const result = await verifySignature(verifyRequest({ message: 'PSS message', rsaPadding: 'pss', signature: theirs, signatureFormat: 'base64' }));
      expect(result).toEqual({ valid: true, key: 'RSA 2048-bit', scheme: `RSA-PSS with SHA-256 (salt ${saltlen === 'max' ? 222 : saltlen} bytes)` });
    }
    // An RSA-PSS-only key (OID RSASSA-PSS): PSS works, PKCS#1 v1.5 is refused.
    const pssKey = fixture('rsa-pss-2048.pem');
    const pssPub = file('pss.pub', execFileSync('openssl', ['pkey', '-pubout'], { input: pssKey }));
    const signed = await signMessage(signRequest({ privateKey: pssKey, message: 'PSS message', rsaPadding: 'pss' }));
    expect(execFileSync('openssl', ['dgst', '-sha256', '-verify', pssPub, '-sigopt', 'rsa_padding_mode:pss', '-signature', file('sig', Buffer.from(signed.signature, 'hex')), msg]).toString().trim()).toBe('Verified OK');
    expect((await rejection(signMessage(signRequest({ privateKey: pssKey })))).message).toBe('The private key is restricted to RSA-PSS (its OID is RSASSA-PSS): choose PSS padding.');
  });

  it.skipIf(!hasOpenssl)('ECDSA P-256/P-384/P-521: OpenSSL verifies our DER signature; we verify OpenSSL\'s (DER and converted to P1363)', async () => {
    const msg = file('msg', 'ECDSA message');
    for (const [name, hash, flag] of [
      ['p384.pem', 'SHA-384', '-sha384'],
      ['p521.pem', 'SHA-512', '-sha512'],
      ['rfc6979-p256.sec1.pem', 'SHA-256', '-sha256'],
    ] as const) {
      const privateKey = fixture(name);
      const key = file('ec.pem', privateKey);
      const pub = file('ec.pub', execFileSync('openssl', ['pkey', '-in', key, '-pubout']));
      const ours = await signMessage(signRequest({ privateKey, message: 'ECDSA message', hash }));
      expect(execFileSync('openssl', ['dgst', flag, '-verify', pub, '-signature', file('sig', Buffer.from(ours.signature, 'hex')), msg]).toString().trim(), name).toBe('Verified OK');
      const theirs = execFileSync('openssl', ['dgst', flag, '-sign', key, msg]);
      const publicKey = readFileSync(pub, 'utf8');
      expect((await verifySignature(verifyRequest({ publicKey, message: 'ECDSA message', hash, signature: theirs.toString('hex') }))).valid, name).toBe(true);
      const curve = name.startsWith('p384') ? 'P-384' : name.startsWith('p521') ? 'P-521' : 'P-256';
      const p1363 = Buffer.from(ecdsaDerToP1363(theirs, curve)!).toString('hex');
      expect(p1363.length).toBe({ 'P-256': 128, 'P-384': 192, 'P-521': 264 }[curve]);
      expect((await verifySignature(verifyRequest({ publicKey, message: 'ECDSA message', hash, signature: p1363 }))).valid, name).toBe(true);
      // Our P1363 output converts to a DER OpenSSL accepts.
      const ours1363 = await signMessage(signRequest({ privateKey, message: 'ECDSA message', hash, ecdsaFormat: 'p1363' }));
      expect(ours1363.signature.length).toBe(p1363.length);
      const der = ecdsaP1363ToDer(Buffer.from(ours1363.signature, 'hex'));
      expect(execFileSync('openssl', ['dgst', flag, '-verify', pub, '-signature', file('sig', der), msg]).toString().trim(), name).toBe('Verified OK');
    }
  });

  it.skipIf(!hasOpenssl)('Ed25519: OpenSSL verifies ours, we verify OpenSSL\'s, and a generated key pair of every type is accepted by OpenSSL', async () => {
    const key = file('ed.pem', fixture('rfc8032-test2.pem'));
    const pub = file('ed.pub', fixture('rfc8032-test2.pub.pem'));
    const msg = file('msg', 'Ed25519 message');
    const ours = await signMessage(signRequest({ privateKey: fixture('rfc8032-test2.pem'), message: 'Ed25519 message' }));
    expect(execFileSync('openssl', ['pkeyutl', '-verify', '-pubin', '-inkey', pub, '-rawin', '-in', msg, '-sigfile', file('sig', Buffer.from(ours.signature, 'hex'))]).toString().trim()).toBe(
      'Signature Verified Successfully',
    );
    const theirs = execFileSync('openssl', ['pkeyutl', '-sign', '-inkey', key, '-rawin', '-in', msg]).toString('base64');
    expect((await verifySignature(verifyRequest({ publicKey: fixture('rfc8032-test2.pub.pem'), message: 'Ed25519 message', signature: theirs, signatureFormat: 'base64' }))).valid).toBe(true);

    for (const type of ['P-256', 'P-521', 'Ed25519', 'RSA-2048'] as const) {
      const pair = await generateSigningKeyPair(type);
      expect(execFileSync('openssl', ['pkey', '-in', file('gen.pem', pair.privateKey), '-pubout']).toString(), type).toBe(pair.publicKey);
      const signed = await signMessage(signRequest({ privateKey: pair.privateKey, message: 'generated' }));
      expect((await verifySignature(verifyRequest({ publicKey: pair.publicKey, message: 'generated', signature: signed.signature }))).valid, type).toBe(true);
    }
  });
});

describe('OpenSSH keys (read by the shared key encoding)', () => {
  // Made by ssh-keygen (fixtures/make-fixtures.sh), with the same keys converted by ssh-keygen -p -m PKCS8.
  it.skipIf(!hasOpenssl)('OpenSSH private keys sign as OpenSSL does with the PKCS#8 conversion by ssh-keygen (RSA, byte for byte) or as OpenSSL verifies (Ed25519, ECDSA); the .pub lines verify', async () => {
    const msg = file('msg', 'OpenSSH message');
    const ours = await signMessage(signRequest({ privateKey: fixture('openssh-rsa'), message: 'OpenSSH message' }));
    const theirs = execFileSync('openssl', ['dgst', '-sha256', '-sign', file('k.pem', fixture('openssh-rsa.pkcs8.pem')), msg]).toString('hex');
    expect(ours.signature).toBe(theirs);
    expect((await verifySignature(verifyRequest({ publicKey: fixture('openssh-rsa.pub'), message: 'OpenSSH message', signature: theirs }))).valid).toBe(true);
    // Ed25519: OpenSSL verifies ours with the SPKI of the .pub line's 32 raw bytes (RFC 8410 §4, RFC 8709 §4).
    const edSignature = await signMessage(signRequest({ privateKey: fixture('openssh-ed25519'), message: 'OpenSSH message' }));
    const raw = Buffer.from(fixture('openssh-ed25519.pub').split(' ')[1]!, 'base64').subarray(-32);
    const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), raw]);
    const edPub = file('ed.pub', `-----BEGIN PUBLIC KEY-----\n${spki.toString('base64')}\n-----END PUBLIC KEY-----\n`);
    expect(execFileSync('openssl', ['pkeyutl', '-verify', '-pubin', '-inkey', edPub, '-rawin', '-in', msg, '-sigfile', file('sig', Buffer.from(edSignature.signature, 'hex'))]).toString().trim()).toBe('Signature Verified Successfully');
    expect((await verifySignature(verifyRequest({ publicKey: fixture('openssh-ed25519.pub'), message: 'OpenSSH message', signature: edSignature.signature }))).valid).toBe(true);
    // ECDSA (randomised): OpenSSL verifies ours with the converted key's public half.
    const ecdsa = await signMessage(signRequest({ privateKey: fixture('openssh-ecdsa'), message: 'OpenSSH message', hash: 'SHA-384' }));
    expect(ecdsa.key).toBe('ECDSA P-384');
    const pub = file('ec.pub', execFileSync('openssl', ['pkey', '-pubout', '-in', file('k.pem', fixture('openssh-ecdsa.pkcs8.pem'))]));
    expect(execFileSync('openssl', ['dgst', '-sha384', '-verify', pub, '-signature', file('sig', Buffer.from(ecdsa.signature, 'hex')), msg]).toString().trim()).toBe('Verified OK');
    expect((await verifySignature(verifyRequest({ publicKey: fixture('openssh-ecdsa.pub'), message: 'OpenSSH message', hash: 'SHA-384', signature: ecdsa.signature }))).valid).toBe(true);
    expect(describeSigningKey(fixture('openssh-rsa'), 'private')).toBe('RSA 2048-bit private key (OpenSSH)');
  });

  it('an encrypted OpenSSH key is refused with the command that converts it', async () => {
    expect((await rejection(signMessage(signRequest({ privateKey: fixture('openssh-ed25519-encrypted') })))).message).toMatch(/^The private key: an encrypted OpenSSH private key is not read here; convert it with "ssh-keygen -p -m PKCS8 -f key"/);
  });
});

describe('keys, settings and errors', () => {
  it('reads encrypted keys with their passphrase and names the key in each field', async () => {
    expect(describeSigningKey(fixture('p384.encrypted.pem'), 'private')).toBeNull();
    expect(describeSigningKey(fixture('rfc6979-p256.sec1.pem'), 'private')).toBe('ECDSA P-256 private key (SEC 1)');
    expect(describeSigningKey(rsaFixture('rsa-2048.cert.pem'), 'public')).toBe('RSA 2048-bit public key (from the certificate)');
    expect(describeSigningKey(RSA_PUB, 'public')).toBe('RSA 2048-bit public key (SubjectPublicKeyInfo)');
    const signed = await signMessage(signRequest({ privateKey: fixture('p384.encrypted.pem'), passphrase: 'correct-horse', hash: 'SHA-384' }));
    expect(signed.key).toBe('ECDSA P-384');
    expect((await rejection(signMessage(signRequest({ privateKey: fixture('p384.encrypted.pem'), passphrase: 'nope' })))).message).toBe('The private key: wrong passphrase (the key does not decrypt).');
  });

  it('names unsupported keys and settings', async () => {
    expect((await rejection(signMessage(signRequest({ privateKey: fixture('ed448.pem') })))).message).toMatch(/^The private key is an Ed448 key/);
    expect((await rejection(signMessage(signRequest({ privateKey: fixture('secp256k1.pem') })))).message).toBe(
      'The private key is on the curve secp256k1, which WebCrypto does not support: use P-256, P-384 or P-521.',
    );
    expect((await rejection(signMessage(signRequest({ privateKey: fixture('p521.pem'), hash: 'MD5' })))).message).toMatch(/^MD5 is offered for RSA PKCS#1 v1.5 signatures only/);
    expect((await rejection(signMessage(signRequest({ privateKey: RSA_PUB })))).message).toBe('The private key: this is a public key or certificate; the private key is needed here.');
    expect((await rejection(signMessage(signRequest({ privateKey: '-----BEGIN OPENSSH PRIVATE KEY-----\nAAAA\n-----END OPENSSH PRIVATE KEY-----' })))).message).toMatch(/^The private key: /);
  });

  it('names a signature of the wrong length, bad hex, and the wrong hash or padding as invalid', async () => {
    expect((await rejection(verifySignature(verifyRequest({ signature: 'abcd' })))).message).toBe(
      "The signature is 2 bytes; a 2048-bit RSA key's signature is exactly 256 bytes. Is it complete, in hex, and for this key?",
    );
    expect((await rejection(verifySignature(verifyRequest({ signature: 'abzz' })))).message).toBe('The signature: "z" at position 3 is not a hexadecimal digit (0–9, a–f).');
    expect((await rejection(verifySignature(verifyRequest({ publicKey: fixture('rfc6979-p256.pub.pem'), signature: 'abcd' })))).message).toMatch(/^The signature is 2 bytes: neither a DER ECDSA signature nor P-256's 64-byte IEEE P1363 r‖s/);
    expect((await rejection(verifySignature(verifyRequest({ publicKey: fixture('rfc8032-test2.pub.pem'), signature: 'abcd' })))).message).toBe('The signature is 2 bytes; an Ed25519 signature is exactly 64 bytes.');
    const { signature } = await signMessage(signRequest());
    expect((await verifySignature(verifyRequest({ signature, hash: 'SHA-384' }))).valid).toBe(false);
    const pss = await verifySignature(verifyRequest({ signature, rsaPadding: 'pss' }));
    expect(pss).toMatchObject({ valid: false, reason: 'Not an RSA-PSS signature with SHA-256 by this key (another key, hash or padding?).' });
  });

  it('round-trips: any message signed with any key type and setting verifies, and fails for another message (fast-check)', async () => {
    const keys = [RSA, fixture('rfc6979-p256.sec1.pem'), fixture('p384.pem'), fixture('rfc8032-test2.pem')];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...keys),
        fc.uint8Array({ maxLength: 100 }),
        fc.constantFrom('SHA-1' as const, 'SHA-256' as const, 'SHA-384' as const, 'SHA-512' as const),
        fc.constantFrom('pkcs1' as const, 'pss' as const),
        fc.constantFrom('digest' as const, 'max' as const, 'zero' as const),
        fc.constantFrom('der' as const, 'p1363' as const),
        fc.constantFrom('hex' as const, 'base64' as const),
        async (privateKey, bytes, hash, rsaPadding, pssSalt, ecdsaFormat, signatureFormat) => {
          const message = Buffer.from(bytes).toString('hex');
          const settings = { hash, rsaPadding, pssSalt, ecdsaFormat, signatureFormat, messageFormat: 'hex' as const };
          const { signature } = await signMessage(signRequest({ ...settings, privateKey, message }));
          expect((await verifySignature(verifyRequest({ ...settings, publicKey: privateKey, message, signature }))).valid).toBe(true);
          const other = Buffer.concat([Buffer.from(bytes), Buffer.from([1])]).toString('hex');
          expect((await verifySignature(verifyRequest({ ...settings, publicKey: privateKey, message: other, signature }))).valid).toBe(false);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('P1363 ⇄ DER round-trips for every curve size (fast-check)', () => {
    for (const [curve, size] of [
      ['P-256', 32],
      ['P-384', 48],
      ['P-521', 66],
    ] as const) {
      fc.assert(
        fc.property(fc.uint8Array({ minLength: size * 2, maxLength: size * 2 }), (rs) => {
          const der = ecdsaP1363ToDer(rs);
          expect(ecdsaDerToP1363(der, curve)).toEqual(rs);
          expect(der[0]).toBe(0x30);
        }),
        { numRuns: 50 },
      );
    }
  });

  it('reads a P1363 signature whatever its first byte: one that looks like another DER type (e.g. 0x18, GeneralizedTime) is not taken for DER', () => {
    // A P1363 r‖s starts with any byte; asn1js throws on some of them instead of returning an error.
    const rest = Uint8Array.from({ length: 63 }, (_, i) => (i * 37 + 11) & 0xff);
    for (let first = 0; first < 256; first++) {
      const rs = Uint8Array.of(first, ...rest);
      expect(() => ecdsaDerToP1363(rs, 'P-256')).not.toThrow();
      if (first !== 0x30) expect(ecdsaDerToP1363(rs, 'P-256')).toBeNull();
    }
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(rsaEcdsaSigningTool, rsaEcdsaSigningState);
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => describeSigningKey(s, 'private'));
    fuzzToolFunction((s: string) => describeSigningKey(s, 'public'));
    fuzzToolFunction((bytes: Uint8Array) => ecdsaDerToP1363(bytes, 'P-256'), fc.uint8Array({ maxLength: 80 }));
    const ec = fixture('rfc6979-p256.sec1.pem');
    await fuzzAsyncToolFunction((s: string) => signMessage(signRequest({ message: s })), undefined, 30);
    await fuzzAsyncToolFunction((s: string) => signMessage(signRequest({ privateKey: s })), undefined, 40);
    await fuzzAsyncToolFunction((s: string) => verifySignature(verifyRequest({ signature: s })), undefined, 40);
    await fuzzAsyncToolFunction((s: string) => verifySignature(verifyRequest({ publicKey: ec, signature: s })), undefined, 40);
    await fuzzAsyncToolFunction((s: string) => verifySignature(verifyRequest({ publicKey: s, signature: 'aa' })), undefined, 40);
    await fuzzAsyncToolFunction((bytes: Uint8Array) => verifySignature(verifyRequest({ rsaPadding: 'pss', signature: Buffer.from(bytes).toString('hex') })), fc.uint8Array({ minLength: 256, maxLength: 256 }), 20);
    await fuzzAsyncToolFunction((s: string) => generateSigningKeyPair(s as 'P-256'), fc.string({ maxLength: 8 }), 10);
  });
});
