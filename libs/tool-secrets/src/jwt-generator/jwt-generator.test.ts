import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPrivateKey, createPublicKey, generateKeyPairSync, verify as nodeVerify } from 'node:crypto';
import { compactVerify, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, importSPKI, jwtVerify } from 'jose';
import { ToolInputError } from '@handy-tools/ui/kit';
import { restoreState } from '@handy-tools/ui';
import { expectExamplesMatchState, expectToolInputError, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import {
  convertPrivateKey,
  generateHmacSecret,
  generateSigningKeyPair,
  importSigningKey,
  keyFormatOf,
  publicKeyOf,
  loadTokenForEditing,
  parseJsonObjectInput,
  publicKeyPemOf,
  setHeaderAlg,
  setTimeClaim,
  SIGN_ALGORITHMS,
  signJwt,
  signSegments,
  signingInput,
  type SignAlgorithm,
  type SignJwtInput,
} from './jwt-generator.js';
import { es256kSign, secp256k1Jwk, secp256k1KeyFromJwk, secp256k1KeyFromPkcs8, secp256k1Pkcs8Pem, secp256k1SpkiPem } from './es256k.js';
import { jwtGenerator } from './meta.js';
import { jwtGeneratorState } from './state.js';

// RFC 7515 Appendix A.1 (HS256): the key (JWK "k", Base64url), the exact header and payload
// segments (their JSON holds CR LF line breaks), and the published JWS.
const A1_KEY = 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow';
const A1_HEADER = 'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9';
const A1_PAYLOAD = 'eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ';
const A1_SIGNATURE = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

// RFC 8037 Appendix A.1 (Ed25519 private key) and A.4 (the JWS of "Example of Ed25519 signing").
const RFC8037_JWK = '{"kty":"OKP","crv":"Ed25519","d":"nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}';
const RFC8037_HEADER = 'eyJhbGciOiJFZERTQSJ9';
const RFC8037_PAYLOAD = 'RXhhbXBsZSBvZiBFZDI1NTE5IHNpZ25pbmc';
const RFC8037_SIGNATURE = 'hgyY0il_MGCjP0JzlnLWG1PPOt7-09PGcvMg3AIbQR6dWbhijcNR4ki4iylGjg5BhVsPt9g7sVvpAr_MuM0KAg';

// RFC 7515 Appendix A.3 (ES256): the P-256 key (A.3.1) and the published JWS (A.3.1/A.3.2; ECDSA
// signatures are randomised, so a new one cannot be compared, but the published one must verify).
const A3_JWK = { kty: 'EC', crv: 'P-256', x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU', y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0', d: 'jpsQnnGQmL-YBIffH1136cspYG6-0iY7X1fCE9-E9LI' };
const A3_HEADER = 'eyJhbGciOiJFUzI1NiJ9';
const A3_SIGNATURE = 'DtEhU3ljbEg8L38VWAfUAqOyKAM6-Xx-F4GawxaepmXFCgfTjDxw5djxLa8ISlSApmWQxfKTUJqPP3-Kg6NU1Q';

// secp256k1 (SEC 2 §2.4.1): the generator G, i.e. the public key of d = 1, and the order n.
const G_X = '79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798';
const G_Y = '483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8';
const N_MINUS_1 = 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140';
const scalar = (hex: string) => ({ type: 'private' as const, curve: 'secp256k1' as const, secretKey: Uint8Array.from(Buffer.from(hex.padStart(64, '0'), 'hex')) });
const jwkOfHex = (hex: string) => JSON.stringify(secp256k1Jwk(scalar(hex), true));

/** Verifies an ES256K JWS with Node's crypto (OpenSSL), independent of @noble/curves: jose 6 has no ES256K. */
function verifyEs256k(token: string, publicKeyPem: string): boolean {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  return nodeVerify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKeyPem, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
}

async function rejection(promise: Promise<unknown>): Promise<ToolInputError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolInputError);
  return error as ToolInputError;
}

describe('published vectors', () => {
  it('RFC 7515 A.1: HS256 over the given segments gives the published signature', async () => {
    const { key } = await importSigningKey({ alg: 'HS256', secret: A1_KEY, secretEncoding: 'base64' });
    expect(await signSegments(A1_HEADER, A1_PAYLOAD, 'HS256', key)).toBe(`${A1_HEADER}.${A1_PAYLOAD}.${A1_SIGNATURE}`);
  });

  it('RFC 7515 A.1: the same key written in hex signs the same', async () => {
    const hex = Buffer.from(A1_KEY, 'base64url').toString('hex');
    const { key } = await importSigningKey({ alg: 'HS256', secret: hex, secretEncoding: 'hex' });
    expect(await signSegments(A1_HEADER, A1_PAYLOAD, 'HS256', key)).toMatch(new RegExp(`\\.${A1_SIGNATURE}$`));
  });

  it('RFC 8037 A.4: Ed25519 (deterministic) gives the published signature', async () => {
    const { key } = await importSigningKey({ alg: 'EdDSA', privateKey: RFC8037_JWK });
    expect(await signSegments(RFC8037_HEADER, RFC8037_PAYLOAD, 'EdDSA', key)).toBe(`${RFC8037_HEADER}.${RFC8037_PAYLOAD}.${RFC8037_SIGNATURE}`);
  });

  it('RFC 8037 A.4 through signJwt: header {"alg":"EdDSA"} encodes to the published segment', async () => {
    const { encodedHeader } = signingInput({ header: '{}', payload: '{}', alg: 'EdDSA' });
    expect(encodedHeader).toBe(RFC8037_HEADER);
  });
});

describe('ES256K (RFC 8812 §3.2: ECDSA over secp256k1 with SHA-256)', () => {
  it('signs the published deterministic-ECDSA vectors (RFC 6979 nonces, low s; bitcointalk topic 285142)', () => {
    // r ‖ s for SHA-256 of the message; these are the vectors libsecp256k1 and python-ecdsa test against.
    const vectors: [string, string, string][] = [
      ['1', 'Satoshi Nakamoto', '934b1ea10a4b3c1757e2b0c017d0b6143ce3c9a7e6a4a49860d7a6ab210ee3d82442ce9d2b916064108014783e923ec36b49743e2ffa1c4496f01a512aafd9e5'],
      ['1', 'All those moments will be lost in time, like tears in rain. Time to die...', '8600dbd41e348fe5c9465ab92d23e3db8b98b873beecd930736488696438cb6b547fe64427496db33bf66019dacbf0039c04199abb0122918601db38a72cfc21'],
      [N_MINUS_1, 'Satoshi Nakamoto', 'fd567d121db66e382991534ada77a6bd3106f0a1098c231e47993447cd6af2d06b39cd0eb1bc8603e159ef5c20a5c8ad685a45b06ce9bebed3f153d10d93bed5'],
    ];
    for (const [d, message, signature] of vectors) expect(Buffer.from(es256kSign(new TextEncoder().encode(message), scalar(d))).toString('hex'), message).toBe(signature);
  });

  it('writes the JWK of d = 1 with the generator G as x and y (RFC 8812 §3.1 "crv": "secp256k1")', () => {
    expect(secp256k1Jwk(scalar('1'), true)).toEqual({ kty: 'EC', crv: 'secp256k1', x: Buffer.from(G_X, 'hex').toString('base64url'), y: Buffer.from(G_Y, 'hex').toString('base64url'), d: Buffer.from('1'.padStart(64, '0'), 'hex').toString('base64url') });
    expect(secp256k1Jwk(scalar('1'), false)).not.toHaveProperty('d');
  });

  it('writes and reads PKCS#8 and SPKI exactly as OpenSSL (Node crypto) does', () => {
    for (let i = 0; i < 5; i++) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
      const pkcs8 = (privateKey.export({ type: 'pkcs8', format: 'pem' }) as string).trim();
      const spki = (publicKey.export({ type: 'spki', format: 'pem' }) as string).trim();
      const jwk = privateKey.export({ format: 'jwk' });
      const key = secp256k1KeyFromPkcs8(pkcs8);
      expect(secp256k1Jwk(key, true)).toEqual({ kty: 'EC', crv: 'secp256k1', x: jwk.x, y: jwk.y, d: jwk.d });
      expect(secp256k1Pkcs8Pem(key)).toBe(pkcs8);
      expect(secp256k1SpkiPem(key)).toBe(spki);
      expect(secp256k1KeyFromJwk(jwk as Record<string, unknown>).secretKey).toEqual(key.secretKey);
      // And OpenSSL reads ours back as the same key.
      expect(createPrivateKey(secp256k1Pkcs8Pem(secp256k1KeyFromJwk(jwk as Record<string, unknown>))).export({ format: 'jwk' })).toEqual(jwk);
    }
  });

  it('signs JWTs that OpenSSL verifies, from a PEM or a JWK, and keys generated here', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    const spki = publicKey.export({ type: 'spki', format: 'pem' }) as string;
    for (const key of [pem, JSON.stringify(privateKey.export({ format: 'jwk' }))]) {
      const signed = await signJwt({ alg: 'ES256K', header: '{"typ":"JWT"}', payload: '{"sub":"satoshi"}', privateKey: key });
      expect(decodeProtectedHeader(signed.token)).toEqual({ alg: 'ES256K', typ: 'JWT' });
      expect(signed.token.split('.')[2]).toMatch(/^[\w-]{86}$/); // 64 bytes: R ‖ S
      expect(verifyEs256k(signed.token, spki)).toBe(true);
      expect(verifyEs256k(signed.token.replace(/\.[\w-]+\./, '.eyJzdWIiOiJtYWxsb3J5In0.'), spki)).toBe(false);
    }
    const pair = await generateSigningKeyPair('ES256K');
    const signed = await signJwt({ alg: 'ES256K', header: '{}', payload: '{"a":1}', privateKey: pair.privateKeyPem });
    expect(verifyEs256k(signed.token, pair.publicKeyPem)).toBe(true);
    expect(createPublicKey(pair.publicKeyPem).export({ format: 'jwk' })).toEqual(JSON.parse(pair.publicJwk));
    expect(await publicKeyOf(pair.privateJwk, 'ES256K', 'pem')).toBe(pair.publicKeyPem);
    expect(await convertPrivateKey(pair.privateKeyPem, 'ES256K', 'jwk')).toBe(pair.privateJwk);
    expect(await convertPrivateKey(pair.privateJwk, 'ES256K', 'pem')).toBe(pair.privateKeyPem);
  });

  it('refuses keys of other curves and broken keys with a message', async () => {
    const p256 = (generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string).trim();
    expect((await rejection(importSigningKey({ alg: 'ES256K', privateKey: p256 }))).message).toBe('This is a P-256 key, not secp256k1: ES256K needs a secp256k1 key (use ES256 for this one).');
    expect((await rejection(importSigningKey({ alg: 'ES256K', privateKey: JSON.stringify(A3_JWK) }))).message).toBe('This JWK is on curve P-256: ES256K needs "kty": "EC", "crv": "secp256k1" (RFC 8812).');
    const ed = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    expect((await rejection(importSigningKey({ alg: 'ES256K', privateKey: ed }))).message).toBe('This PKCS#8 key is not an elliptic-curve key: ES256K needs a secp256k1 key.');
    const k1 = (generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string).trim();
    expect((await rejection(importSigningKey({ alg: 'ES256', privateKey: k1 }))).message).toMatch(/^The private key cannot be used with ES256/);
    // d = 0 and d = n are not private keys (SEC 1 §3.2.1); x, y must be the point of d.
    for (const d of ['0', 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141']) {
      const bad = JSON.stringify({ kty: 'EC', crv: 'secp256k1', d: Buffer.from(d.padStart(64, '0'), 'hex').toString('base64url') });
      expect((await rejection(importSigningKey({ alg: 'ES256K', privateKey: bad }))).message).toContain('out of range');
    }
    const mismatched = { ...JSON.parse(jwkOfHex('1')), d: JSON.parse(jwkOfHex('2')).d };
    expect((await rejection(importSigningKey({ alg: 'ES256K', privateKey: JSON.stringify(mismatched) }))).message).toBe('The JWK\'s "x" and "y" are not the public key of its "d".');
    expect((await rejection(importSigningKey({ alg: 'ES256K', privateKey: k1.replace(/-----\n[A-Za-z0-9+/]{8}/, '-----\nAAAAAAAA') }))).message).toMatch(/secp256k1|DER|public key inside/);
    const { key } = await importSigningKey({ alg: 'ES256', privateKey: JSON.stringify(A3_JWK) });
    expect((await rejection(signSegments('e30', 'e30', 'ES256K', key))).message).toContain('ES256K and secp256k1 keys go together');
  });
});

describe('keys in PEM and JWK', () => {
  it('RFC 7515 A.3: the published ES256 JWS verifies with the public key derived from the A.3.1 JWK, in both formats', async () => {
    const jws = `${A3_HEADER}.${A1_PAYLOAD}.${A3_SIGNATURE}`;
    const privateJwk = JSON.stringify(A3_JWK);
    const publicPem = await publicKeyOf(privateJwk, 'ES256', 'pem');
    const publicJwk = JSON.parse(await publicKeyOf(privateJwk, 'ES256', 'jwk')) as Record<string, string>;
    expect(publicJwk).toEqual({ kty: 'EC', crv: 'P-256', x: A3_JWK.x, y: A3_JWK.y });
    expect((await compactVerify(jws, await importSPKI(publicPem, 'ES256'))).protectedHeader).toEqual({ alg: 'ES256' });
    expect((await compactVerify(jws, await importJWK(publicJwk, 'ES256'))).protectedHeader).toEqual({ alg: 'ES256' });
    // The A.3.1 key as PKCS#8 is what OpenSSL writes for it, and reads back to the same JWK.
    const pem = await convertPrivateKey(privateJwk, 'ES256', 'pem');
    expect(pem).toBe((createPrivateKey({ key: A3_JWK, format: 'jwk' }).export({ type: 'pkcs8', format: 'pem' }) as string).trim());
    expect(JSON.parse(await convertPrivateKey(pem, 'ES256', 'jwk'))).toEqual(A3_JWK);
    // And a token signed with it here verifies with the RFC's public key.
    const { key } = await importSigningKey({ alg: 'ES256', privateKey: pem });
    const token = await signSegments(A3_HEADER, A1_PAYLOAD, 'ES256', key);
    expect((await compactVerify(token, await importJWK({ kty: 'EC', crv: 'P-256', x: A3_JWK.x, y: A3_JWK.y }, 'ES256'))).payload).toEqual(new Uint8Array(Buffer.from(A1_PAYLOAD, 'base64url')));
  });

  it('RFC 8037 A.1: the Ed25519 JWK converts to PEM and back, its public JWK is A.2', async () => {
    const pem = await convertPrivateKey(RFC8037_JWK, 'EdDSA', 'pem');
    expect(pem).toBe((createPrivateKey({ key: JSON.parse(RFC8037_JWK) as Record<string, string>, format: 'jwk' }).export({ type: 'pkcs8', format: 'pem' }) as string).trim());
    expect(JSON.parse(await convertPrivateKey(pem, 'EdDSA', 'jwk'))).toEqual(JSON.parse(RFC8037_JWK));
    expect(JSON.parse(await publicKeyOf(pem, 'EdDSA', 'jwk'))).toEqual({ kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' });
  });

  for (const alg of SIGN_ALGORITHMS.filter((a) => !a.startsWith('HS'))) {
    it(`${alg}: a generated pair in both formats; PEM ⇄ JWK round trips; tokens verify with either public key`, async () => {
      const pair = await generateSigningKeyPair(alg);
      expect(keyFormatOf(pair.privateKeyPem)).toBe('pem');
      expect(keyFormatOf(pair.privateJwk)).toBe('jwk');
      expect(await convertPrivateKey(pair.privateKeyPem, alg, 'jwk')).toBe(pair.privateJwk);
      expect(await convertPrivateKey(pair.privateJwk, alg, 'pem')).toBe(pair.privateKeyPem);
      expect(await convertPrivateKey(pair.privateKeyPem, alg, 'pem')).toBe(pair.privateKeyPem);
      expect(await publicKeyOf(pair.privateJwk, alg, 'pem')).toBe(pair.publicKeyPem);
      expect(await publicKeyOf(pair.privateKeyPem, alg, 'jwk')).toBe(pair.publicJwk);
      expect(JSON.parse(pair.publicJwk)).not.toHaveProperty('d');
      // Node (OpenSSL) reads both forms of the public key as the same key.
      expect(createPublicKey(pair.publicKeyPem).export({ format: 'jwk' })).toEqual(JSON.parse(pair.publicJwk));
      const signed = await signJwt({ alg, header: '{}', payload: '{"n":1}', privateKey: pair.privateJwk });
      if (alg === 'ES256K') expect(verifyEs256k(signed.token, pair.publicKeyPem)).toBe(true);
      else {
        expect((await jwtVerify(signed.token, await importJWK(JSON.parse(pair.publicJwk) as Record<string, string>, alg))).payload).toEqual({ n: 1 });
        expect((await jwtVerify(signed.token, await importSPKI(pair.publicKeyPem, alg))).payload).toEqual({ n: 1 });
      }
    });
  }

  it('keyFormatOf tells PEM from JWK', () => {
    expect(keyFormatOf('  -----BEGIN PRIVATE KEY-----')).toBe('pem');
    expect(keyFormatOf('\n{"kty":"EC"}')).toBe('jwk');
    expect(keyFormatOf('hello')).toBeNull();
    expect(keyFormatOf('')).toBeNull();
  });
});

describe('signJwt: a round trip through jose.jwtVerify for every algorithm', () => {
  const payload = "{ sub: 'alice', admin: true, iat: 1700000000, /* JSON5 */ }";
  for (const alg of SIGN_ALGORITHMS) {
    it(alg, async () => {
      const hmac = alg.startsWith('HS');
      const pair = hmac ? null : await generateSigningKeyPair(alg);
      const secret = hmac ? generateHmacSecret(alg) : undefined;
      const signed = await signJwt({ alg, header: '{ "typ": "JWT", "alg": "none", "kid": "k1" }', payload, secret, secretEncoding: 'base64', privateKey: pair?.privateKeyPem });
      expect(signed.warnings).toEqual([]);
      if (alg === 'ES256K') {
        // jose 6 has no ES256K (WebCrypto lacks secp256k1): OpenSSL checks the signature instead.
        expect(verifyEs256k(signed.token, pair!.publicKeyPem)).toBe(true);
        expect(decodeProtectedHeader(signed.token)).toEqual({ typ: 'JWT', alg, kid: 'k1' });
        return;
      }
      const key = hmac ? Buffer.from(secret!, 'base64url') : await importSPKI(pair!.publicKeyPem, alg);
      const { payload: claims, protectedHeader } = await jwtVerify(signed.token, key, { algorithms: [alg] });
      expect(claims).toEqual({ sub: 'alice', admin: true, iat: 1700000000 });
      expect(protectedHeader).toEqual({ typ: 'JWT', alg, kid: 'k1' }); // alg follows the chosen algorithm
      if (pair) expect(await publicKeyPemOf(pair.privateKeyPem, alg)).toBe(pair.publicKeyPem);
    });
  }

  it('accepts a private JWK, and a text secret (with a warning when short, RFC 7518 §3.2)', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES384', { extractable: true });
    const jwk = JSON.stringify(await exportJWK(privateKey));
    const signed = await signJwt({ alg: 'ES384', header: '{}', payload: '{"a":1}', privateKey: jwk });
    expect((await jwtVerify(signed.token, publicKey)).payload).toEqual({ a: 1 });
    const short = await signJwt({ alg: 'HS256', header: '{}', payload: '{}', secret: 'secret' });
    expect(short.warnings[0]).toContain('48 bits');
    expect((await jwtVerify(short.token, new TextEncoder().encode('secret'))).protectedHeader).toEqual({ alg: 'HS256' });
  });

  it('produces the three Base64url segments of compact JSON', async () => {
    const signed = await signJwt({ alg: 'HS512', header: '{typ: "JWT"}', payload: '{\n  "n": 1\n}', secret: 'x'.repeat(64) });
    expect(signed.headerJson).toBe('{"alg":"HS512","typ":"JWT"}');
    expect(signed.payloadJson).toBe('{"n":1}');
    expect(decodeProtectedHeader(signed.token)).toEqual({ alg: 'HS512', typ: 'JWT' });
    expect(signed.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]{86}$/); // 64-byte HMAC-SHA-512
  });
});

describe('errors', () => {
  it('bad JSON names the editor, line and column', () => {
    const error = expectToolInputError(() => parseJsonObjectInput('{\n  "a": 1,\n  "b": }', 'Payload'));
    expect(error.message).toBe("Payload is not valid JSON: invalid character '}' at line 3, column 8.");
    expect([error.line, error.column]).toEqual([3, 8]);
    expect(expectToolInputError(() => parseJsonObjectInput('[1]', 'Header')).message).toBe('Header must be a JSON object ({…}), not an array.');
    expect(expectToolInputError(() => parseJsonObjectInput(' ', 'Header')).message).toBe('Header: enter a JSON object, e.g. {}.');
  });

  it('a missing or bad secret or key', async () => {
    const base: SignJwtInput = { alg: 'HS256', header: '{}', payload: '{}' };
    expect((await rejection(signJwt(base))).message).toBe('Enter the secret to sign with HS256.');
    expect((await rejection(signJwt({ ...base, secret: 'zz', secretEncoding: 'hex' }))).message).toBe('The secret is not hex: character "z" at position 1.');
    expect((await rejection(signJwt({ ...base, secret: 'a*b', secretEncoding: 'base64' }))).message).toBe('The secret is not Base64: character "*" at position 2.');
    expect((await rejection(signJwt({ ...base, alg: 'RS256' }))).message).toContain('Paste a private key');
    expect((await rejection(signJwt({ ...base, alg: 'RS256', privateKey: 'hello' }))).message).toContain('PKCS#8 PEM');
    const pair = await generateSigningKeyPair('ES256');
    expect((await rejection(signJwt({ ...base, alg: 'RS256', privateKey: pair.privateKeyPem }))).message).toMatch(/^The private key cannot be used with RS256/);
    expect((await rejection(signJwt({ ...base, alg: 'ES384', privateKey: pair.privateKeyPem }))).message).toMatch(/^The private key cannot be used with ES384/);
    expect((await rejection(signJwt({ ...base, alg: 'ES256', privateKey: pair.publicKeyPem }))).message).toBe('This is a public key or certificate: signing needs the private key.');
    expect((await rejection(signJwt({ ...base, alg: 'EdDSA', privateKey: RFC8037_JWK.replace(/"d":"[^"]+",/, '') }))).message).toContain('public key (no "d")');
    // jose refuses to generate RSA keys under 2048 bits: make one with Node's crypto.
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    expect((await rejection(signJwt({ ...base, alg: 'RS256', privateKey: weak }))).message).toBe('This RSA key has 1024 bits; RFC 7518 §3.3 requires 2048 bits or more.');
    expect((await rejection(signJwt({ ...base, payload: '{a:}', secret: 'k' }))).message).toMatch(/^Payload is not valid JSON: .* at line 1, column 4\.$/);
  });
});

describe('editor helpers', () => {
  it('setHeaderAlg rewrites alg, or leaves bad text alone', () => {
    expect(setHeaderAlg('{"alg":"HS256","typ":"JWT"}', 'ES256')).toBe('{\n  "alg": "ES256",\n  "typ": "JWT"\n}');
    expect(setHeaderAlg('{typ:', 'ES256')).toBe('{typ:');
  });

  it('setTimeClaim sets a NumericDate in whole seconds', () => {
    expect(JSON.parse(setTimeClaim('{sub: "a"}', 'exp', 1700003600.9))).toEqual({ sub: 'a', exp: 1700003600 });
    expect(() => setTimeClaim('nope', 'iat', 0)).toThrow(ToolInputError);
  });

  it('loadTokenForEditing loads the RFC 7519 §3.1 token', () => {
    const loaded = loadTokenForEditing(`${A1_HEADER}.${A1_PAYLOAD}.${A1_SIGNATURE}`);
    expect(loaded.alg).toBe('HS256');
    expect(JSON.parse(loaded.payload)).toEqual({ iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true });
    expect(JSON.parse(loaded.header)).toEqual({ typ: 'JWT', alg: 'HS256' });
    expect(loadTokenForEditing('eyJhbGciOiJub25lIn0.e30.').alg).toBeUndefined();
    expect(() => loadTokenForEditing('abc')).toThrow(ToolInputError);
  });
});

describe('jwt generator: examples, state and robustness', () => {
  it('has examples that are valid states, without secrets, that give a signing input', () => {
    expectExamplesMatchState(jwtGenerator, jwtGeneratorState);
    for (const example of jwtGenerator.examples ?? []) {
      expect(example.state).not.toHaveProperty('secret');
      expect(example.state).not.toHaveProperty('privateKey');
      const state = jwtGeneratorState.schema.parse(example.state);
      expect(signingInput({ ...state, alg: state.algorithm }).encodedPayload.length).toBeGreaterThan(0);
    }
  });

  it('never restores secrets from storage', () => {
    const { state } = restoreState(jwtGeneratorState, { search: '?algorithm=ES256', hash: '', stored: { secret: 's', privateKey: 'k', payload: '{"a":1}' } });
    expect(state).toMatchObject({ algorithm: 'ES256', secret: '', privateKey: '', payload: '{"a":1}' });
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    const alg = fc.constantFrom(...SIGN_ALGORITHMS) as fc.Arbitrary<SignAlgorithm>;
    fuzzToolFunction((s: string) => parseJsonObjectInput(s, 'Payload'));
    fuzzToolFunction((s: string) => setTimeClaim(s, 'exp', 1));
    fuzzToolFunction((s: string) => setHeaderAlg(s, 'HS256'));
    fuzzToolFunction((s: string) => loadTokenForEditing(s));
    fuzzToolFunction(([header, payload, a]: [string, string, SignAlgorithm]) => signingInput({ header, payload, alg: a }), fc.tuple(fc.string(), fc.string(), alg));
    const json = fc.oneof(fc.string(), fc.json(), fc.constantFrom('{}', '{"b64":false}', '{"crit":["x"],"x":1}'));
    const keys = fc.oneof(fc.string(), fc.constantFrom(RFC8037_JWK, '{"kty":"oct","k":"AA"}', '{"kty":"EC","d":"AA"}', '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----', '-----BEGIN EC PRIVATE KEY-----'));
    await fuzzAsyncToolFunction(
      (input: SignJwtInput) => signJwt(input),
      fc.record({ alg, header: json, payload: json, secret: fc.string(), secretEncoding: fc.constantFrom('text', 'base64', 'hex'), privateKey: keys }) as fc.Arbitrary<SignJwtInput>,
      150,
    );
    await fuzzAsyncToolFunction((input: [string, SignAlgorithm]) => publicKeyPemOf(...input), fc.tuple(keys, alg), 60);
    const k1Keys = fc.oneof(
      keys,
      fc.constantFrom(jwkOfHex('1'), jwkOfHex(N_MINUS_1), '{"kty":"EC","crv":"secp256k1","d":"A"}', '{"kty":"EC","crv":"secp256k1","d":"AAAA","x":1}'),
      fc.string().map((t) => `-----BEGIN PRIVATE KEY-----\n${Buffer.from(t).toString('base64')}\n-----END PRIVATE KEY-----`),
      fc.uint8Array({ maxLength: 140 }).map((b) => `-----BEGIN PRIVATE KEY-----\n${Buffer.from([0x30, 0x81, 0x84, 0x02, 0x01, 0x00, ...b]).toString('base64')}\n-----END PRIVATE KEY-----`),
    );
    await fuzzAsyncToolFunction((k: string) => importSigningKey({ alg: 'ES256K', privateKey: k }), k1Keys, 150);
    await fuzzAsyncToolFunction(([k, a, f]: [string, SignAlgorithm, 'pem' | 'jwk']) => convertPrivateKey(k, a, f), fc.tuple(k1Keys, alg, fc.constantFrom('pem', 'jwk') as fc.Arbitrary<'pem' | 'jwk'>), 60);
    await fuzzAsyncToolFunction(([k, a, f]: [string, SignAlgorithm, 'pem' | 'jwk']) => publicKeyOf(k, a, f), fc.tuple(k1Keys, alg, fc.constantFrom('pem', 'jwk') as fc.Arbitrary<'pem' | 'jwk'>), 60);
  });
});
