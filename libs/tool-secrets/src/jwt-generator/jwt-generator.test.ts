import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, exportJWK, generateKeyPair, importSPKI, jwtVerify } from 'jose';
import { ToolInputError } from '@handy-tools/ui/kit';
import { restoreState } from '@handy-tools/ui';
import { expectExamplesMatchState, expectToolInputError, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import {
  generateHmacSecret,
  generateSigningKeyPair,
  importSigningKey,
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

describe('signJwt: a round trip through jose.jwtVerify for every algorithm', () => {
  const payload = "{ sub: 'alice', admin: true, iat: 1700000000, /* JSON5 */ }";
  for (const alg of SIGN_ALGORITHMS) {
    it(alg, async () => {
      const hmac = alg.startsWith('HS');
      const pair = hmac ? null : await generateSigningKeyPair(alg);
      const secret = hmac ? generateHmacSecret(alg) : undefined;
      const signed = await signJwt({ alg, header: '{ "typ": "JWT", "alg": "none", "kid": "k1" }', payload, secret, secretEncoding: 'base64', privateKey: pair?.privateKeyPem });
      expect(signed.warnings).toEqual([]);
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
  });
});
