import { defineTool } from '@handy-tools/ui/kit';

/**
 * JWT generator. State keys (shared by the UI and `examples`): `header`, `payload` (inputs, JSON
 * or JSON5), `algorithm`, `secretEncoding`, `keyFormat` (pem | jwk) (options), `secret` and
 * `privateKey` (SECRETS: never stored, never in an example).
 */
export const jwtGenerator = defineTool({
  path: '/jwt-generator',
  name: 'JWT Generator',
  description:
    'Build and sign a JSON Web Token from header and payload JSON: HS256/384/512 with a secret, RS, PS, ES (P-256/384/521), ES256K (secp256k1) and EdDSA with a private key in PEM or JWK (converted from one to the other) or a key pair generated in your browser. Set iat/exp in one click, or load an existing token to edit it.',
  keywords: ['jwt', 'json web token', 'jws', 'sign', 'generate', 'create', 'encode', 'hs256', 'rs256', 'es256', 'es256k', 'secp256k1', 'eddsa', 'ed25519', 'claims', 'exp', 'iat', 'pem', 'jwk'],
  icon: 'IconSignature',
  component: () => import('./JwtGeneratorTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['jose', 'json5', '@noble/curves'],
  examples: [
    // Examples never hold the secret or the private key: they show the signing input until one is entered.
    {
      label: 'RFC 7519 example claims (HS256)',
      state: { algorithm: 'HS256', header: '{\n  "typ": "JWT",\n  "alg": "HS256"\n}', payload: '{\n  "iss": "joe",\n  "exp": 1300819380,\n  "http://example.com/is_root": true\n}' },
    },
    {
      label: 'ES256, JSON5 payload',
      state: { algorithm: 'ES256', header: '{ alg: "ES256", typ: "JWT", kid: "key-1" }', payload: "{\n  sub: 'alice',\n  scope: 'read write', // JSON5: comments, single quotes\n  exp: 1900000000,\n}" },
    },
    {
      label: 'ES256K (secp256k1), keys as JWK',
      state: { algorithm: 'ES256K', keyFormat: 'jwk', header: '{\n  "alg": "ES256K",\n  "typ": "JWT"\n}', payload: '{\n  "iss": "did:example:123",\n  "sub": "alice"\n}' },
    },
  ],
});
