import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { expectExamplesMatchState, expectToolInputError, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ToolInputError } from '@handy-tools/ui/kit';
import { decodeJwtToken, explainClaims, verifyJwtSignature, type JwtKeyInput } from './jwt-parser.js';
import { jwtParser, RFC7515_A2_PUBLIC_JWK, RFC7515_A2_TOKEN, RFC7519_TOKEN } from './meta.js';
import { jwtParserState } from './state.js';

// RFC 7515 Appendix A.1: the HMAC key (JWK "k", Base64url) that signs the RFC 7519 §3.1 example.
const A1_KEY = 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow';
// RFC 7519 §3.1 / RFC 7515 A.1–A.2 payload: {"iss":"joe",\r\n "exp":1300819380,\r\n "http://example.com/is_root":true}
const RFC_PAYLOAD = { iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true };

async function expectToolInputErrorAsync(promise: Promise<unknown>): Promise<ToolInputError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolInputError);
  return error as ToolInputError;
}

describe('decodeJwtToken', () => {
  it('decodes the RFC 7519 §3.1 example', () => {
    const decoded = decodeJwtToken(RFC7519_TOKEN);
    expect(decoded.header).toEqual({ typ: 'JWT', alg: 'HS256' });
    expect(decoded.payload).toEqual(RFC_PAYLOAD);
    expect(decoded.alg).toBe('HS256');
    expect(decoded.signatureBytes).toBe(32); // HMAC-SHA-256
    expect(decoded.payloadJson).toBe('{\n  "iss": "joe",\n  "exp": 1300819380,\n  "http://example.com/is_root": true\n}');
    expect(decodeJwtToken(`  Bearer ${RFC7519_TOKEN}\n`).payload).toEqual(RFC_PAYLOAD);
  });

  it('decodes an unsecured JWT (RFC 7519 §6.1)', () => {
    const decoded = decodeJwtToken('eyJhbGciOiJub25lIn0.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.');
    expect(decoded.alg).toBe('none');
    expect(decoded.payload).toEqual(RFC_PAYLOAD);
  });

  it('names the segment at fault', () => {
    const [h, p, s] = RFC7519_TOKEN.split('.') as [string, string, string];
    expect(expectToolInputError(() => decodeJwtToken(`${h}.${p}`)).message).toBe('A JWT has three segments separated by dots (header.payload.signature); this one has 2.');
    expect(expectToolInputError(() => decodeJwtToken('a.b.c.d.e')).message).toContain('encrypted JWT (JWE');
    const bad = expectToolInputError(() => decodeJwtToken(`${h}.${p.slice(0, 10)}*${p.slice(11)}.${s}`));
    expect(bad.message).toBe(`Payload (segment 2) is not Base64url: character "*" at position ${h.length + 12} of the token.`);
    expect(bad.position).toBe(h.length + 11);
    expect(expectToolInputError(() => decodeJwtToken(`${h}.${p}.${s}=`)).message).toContain('Signature (segment 3) is not Base64url: character "="');
    expect(expectToolInputError(() => decodeJwtToken(`aGVsbG8.${p}.${s}`)).message).toMatch(/^Header \(segment 1\) is not JSON/);
    expect(expectToolInputError(() => decodeJwtToken(`${h}.WzFd.${s}`)).message).toBe('Payload (segment 2) must be a JSON object, not an array.');
    expect(expectToolInputError(() => decodeJwtToken(`${h}.${p}.`)).message).toBe('Signature (segment 3) is empty, but the header announces the algorithm "HS256".');
    expect(expectToolInputError(() => decodeJwtToken('')).message).toContain('Paste a JWT');
  });
});

describe('explainClaims', () => {
  it('shows dates and notices for expired and not-yet-valid tokens', () => {
    const claims = explainClaims({ iss: 'joe', exp: 1300819380, nbf: 2000000000, iat: 1300819000, aud: ['a', 'b'], jti: 'x1' }, 1700000000);
    expect(claims.map((c) => c.claim)).toEqual(['iss', 'aud', 'exp', 'nbf', 'iat', 'jti']);
    const exp = claims.find((c) => c.claim === 'exp')!;
    expect(exp.value).toBe('1300819380 (2011-03-22T18:43:00.000Z)');
    expect(exp.notice).toBe('Expired: the token expired on 2011-03-22T18:43:00.000Z.');
    expect(claims.find((c) => c.claim === 'nbf')!.notice).toBe('Not yet valid: the token is valid from 2033-05-18T03:33:20.000Z.');
    expect(claims.find((c) => c.claim === 'iat')!.notice).toBeUndefined();
    expect(claims.find((c) => c.claim === 'aud')!.notice).toBeUndefined();
  });

  it('is valid just before exp and expired at exp (RFC 7519 §4.1.4: on or after)', () => {
    expect(explainClaims({ exp: 100 }, 99)[0]!.notice).toBeUndefined();
    expect(explainClaims({ exp: 100 }, 100)[0]!.notice).toMatch(/^Expired/);
    expect(explainClaims({ exp: '100' }, 0)[0]!.notice).toMatch(/^Not a valid NumericDate/);
    expect(explainClaims({ foo: 1 }, 0)).toEqual([]);
  });
});

describe('verifyJwtSignature', () => {
  it('verifies the RFC 7519 §3.1 token with the RFC 7515 A.1 key (Base64url)', async () => {
    expect(await verifyJwtSignature(RFC7519_TOKEN, { secret: A1_KEY, secretEncoding: 'base64url' })).toEqual({ valid: true, alg: 'HS256', message: 'Signature verified' });
  });

  it('verifies RFC 7515 A.2 (RS256) with its JWK public key', async () => {
    expect((await verifyJwtSignature(RFC7515_A2_TOKEN, { publicKey: RFC7515_A2_PUBLIC_JWK })).valid).toBe(true);
  });

  it('fails on a tampered payload or a wrong key', async () => {
    const [h, , s] = RFC7519_TOKEN.split('.') as [string, string, string];
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...RFC_PAYLOAD, iss: 'eve' })).toString('base64url')}.${s}`;
    expect(await verifyJwtSignature(tampered, { secret: A1_KEY, secretEncoding: 'base64url' })).toEqual({ valid: false, alg: 'HS256', message: 'Signature does not match' });
    expect((await verifyJwtSignature(RFC7519_TOKEN, { secret: A1_KEY, secretEncoding: 'text' })).valid).toBe(false);
    const [rh, , rs] = RFC7515_A2_TOKEN.split('.') as [string, string, string];
    expect((await verifyJwtSignature(`${rh}.${tampered.split('.')[1]}.${rs}`, { publicKey: RFC7515_A2_PUBLIC_JWK })).valid).toBe(false);
  });

  it('verifies tokens signed by jose with every asymmetric algorithm, PEM or JWK, and rejects another key', async () => {
    for (const alg of ['RS384', 'PS256', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA']) {
      const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true, ...(alg === 'EdDSA' ? { crv: 'Ed25519' } : {}) });
      const other = await generateKeyPair(alg, { extractable: true, ...(alg === 'EdDSA' ? { crv: 'Ed25519' } : {}) });
      const token = await new SignJWT({ sub: 'alice' }).setProtectedHeader({ alg }).setIssuedAt().sign(privateKey);
      expect((await verifyJwtSignature(token, { publicKey: await exportSPKI(publicKey) })).valid, alg).toBe(true);
      expect((await verifyJwtSignature(token, { publicKey: JSON.stringify(await exportJWK(publicKey)) })).valid, alg).toBe(true);
      expect((await verifyJwtSignature(token, { publicKey: await exportSPKI(other.publicKey) })).message, alg).toBe('Signature does not match');
    }
  });

  it('verifies HS384 and HS512 with a text secret', async () => {
    for (const alg of ['HS384', 'HS512']) {
      const token = await new SignJWT({ sub: 'bob' }).setProtectedHeader({ alg }).sign(new TextEncoder().encode('a secret of forty-eight characters or more, okay!'));
      expect((await verifyJwtSignature(token, { secret: 'a secret of forty-eight characters or more, okay!' })).valid, alg).toBe(true);
    }
  });

  it('reports missing or unusable keys and unsecured tokens', async () => {
    expect((await expectToolInputErrorAsync(verifyJwtSignature(RFC7519_TOKEN, {}))).message).toBe('Enter the secret to verify this HMAC signature.');
    expect((await expectToolInputErrorAsync(verifyJwtSignature(RFC7515_A2_TOKEN, { publicKey: 'hello' }))).message).toContain('must be a PEM');
    expect((await expectToolInputErrorAsync(verifyJwtSignature(RFC7515_A2_TOKEN, { publicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' }))).message).toMatch(/^The public key cannot be used/);
    expect((await expectToolInputErrorAsync(verifyJwtSignature(RFC7519_TOKEN, { secret: 'a+b', secretEncoding: 'base64url' }))).message).toBe('The secret is not Base64url: character "+" at position 2.');
    expect((await expectToolInputErrorAsync(verifyJwtSignature('eyJhbGciOiJub25lIn0.e30.', {}))).message).toContain('unsecured');
  });
});

describe('jwt parser: examples, state and robustness', () => {
  it('has examples that are valid states, without a secret', () => {
    expectExamplesMatchState(jwtParser, jwtParserState);
    for (const example of jwtParser.examples ?? []) {
      expect(example.state).not.toHaveProperty('secret');
      expect(decodeJwtToken(example.state.token as string).payload).toEqual(RFC_PAYLOAD);
    }
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => decodeJwtToken(s));
    const segment = fc.oneof(fc.base64String().map((b) => b.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')), fc.constantFrom('eyJhbGciOiJIUzI1NiJ9', 'e30', 'eyJhbGciOiJub25lIn0', 'bnVsbA', 'WzFd'));
    fuzzToolFunction((s: string) => decodeJwtToken(s), fc.tuple(segment, segment, segment).map((p) => p.join('.')));
    fuzzToolFunction(([payload, now]: [Record<string, unknown>, number]) => explainClaims(payload, now), fc.tuple(fc.dictionary(fc.constantFrom('exp', 'nbf', 'iat', 'aud', 'iss', 'x'), fc.jsonValue()), fc.double()));
    const keys: fc.Arbitrary<JwtKeyInput> = fc.record({ secret: fc.string(), secretEncoding: fc.constantFrom('text', 'base64url'), publicKey: fc.oneof(fc.string(), fc.constantFrom(RFC7515_A2_PUBLIC_JWK, '{"keys":[]}', '{"kty":"EC"}', '-----BEGIN CERTIFICATE-----\nAA\n-----END CERTIFICATE-----')) });
    const tokens = fc.oneof(fc.string(), fc.constantFrom(RFC7519_TOKEN, RFC7515_A2_TOKEN, 'eyJhbGciOiJFUzI1NiJ9.e30.AAAA', 'eyJhbGciOiJIUzI1NiIsImNyaXQiOlsiYiJdLCJiIjoxfQ.e30.AAAA'));
    await fuzzAsyncToolFunction(([token, k]: [string, JwtKeyInput]) => verifyJwtSignature(token, k), fc.tuple(tokens, keys), 150);
  });
});
