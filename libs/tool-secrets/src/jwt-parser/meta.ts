import { defineTool } from '@handy-tools/ui/kit';

/** RFC 7515 Appendix A.2: a JWT signed with RS256, and the public half of its RSA key (JWK, A.2.1). */
export const RFC7515_A2_TOKEN =
  'eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.cC4hiUPoj9Eetdgtv3hF80EGrhuB__dzERat0XF9g2VtQgr9PJbu3XOiZj5RZmh7AAuHIm4Bh-0Qc_lF5YKt_O8W2Fp5jujGbds9uJdbF9CUAr7t1dnZcAcQjbKBYNX4BAynRFdiuB--f_nZLgrnbyTyWzO75vRK5h6xBArLIARNPvkSjtQBMHlb1L07Qe7K0GarZRmB_eSN9383LcOLn6_dO--xi12jzDwusC-eOkHWEsqtFZESc6BfI7noOPqvhJ1phCnvWh6IeYI2w9QOYEUipUTI8np6LbgGY9Fs98rqVt5AXLIhWkWywlVmtVrBp0igcN_IoypGlUPQGe77Rw';
export const RFC7515_A2_PUBLIC_JWK = JSON.stringify(
  {
    kty: 'RSA',
    n: 'ofgWCuLjybRlzo0tZWJjNiuSfb4p4fAkd_wWJcyQoTbji9k0l8W26mPddxHmfHQp-Vaw-4qPCJrcS2mJPMEzP1Pt0Bm4d4QlL-yRT-SFd2lZS-pCgNMsD1W_YpRPEwOWvG6b32690r2jZ47soMZo9wGzjb_7OMg0LOL-bSf63kpaSHSXndS5z5rexMdbBYUsLA9e-KXBdQOS-UTo7WTBEMa2R2CapHg665xsmtdVMTBQY4uDZlxvb3qCo5ZwKh9kG4LT6_I5IhlJH7aGhyxXFvUK-DWNmoudF8NAco9_h9iaGNj8q2ethFkMLs91kzk2PAcDTW9gb54h4FRWyuXpoQ',
    e: 'AQAB',
  },
  null,
  2,
);
/** RFC 7519 §3.1: the example JWT (HS256, signed with the RFC 7515 Appendix A.1 key). */
export const RFC7519_TOKEN =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

/**
 * JWT parser. State keys (shared by the UI and `examples`): `token`, `publicKey` (inputs),
 * `secretEncoding` (text | base64url, option) and `secret`.
 *
 * SECRET: `secret` (the HMAC key) is never stored, goes in a link only after confirmation, and is
 * in no example. The token and the public key are inputs.
 */
export const jwtParser = defineTool({
  path: '/jwt-parser',
  name: 'JWT parser',
  description:
    'Decode a JSON Web Token: header and payload as JSON, registered claims explained (expiry, not-before, issued-at as dates), and the signature verified with a secret (HS256/384/512) or a public key (RS, PS, ES, EdDSA).',
  keywords: ['jwt', 'json web token', 'jws', 'decode', 'parse', 'verify', 'signature', 'claims', 'hs256', 'rs256', 'es256', 'eddsa', 'jwk', 'bearer', 'token'],
  icon: 'IconKey',
  component: () => import('./JwtParserTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['jose'],
  examples: [
    { label: 'RFC 7519 example (HS256)', state: { token: RFC7519_TOKEN, secretEncoding: 'base64url' } },
    { label: 'RFC 7515 A.2 (RS256, JWK public key)', state: { token: RFC7515_A2_TOKEN, publicKey: RFC7515_A2_PUBLIC_JWK } },
  ],
});
