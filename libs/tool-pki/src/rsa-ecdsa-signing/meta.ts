import { defineTool } from '@handy-tools/ui/kit';

// Published test keys, never for real use: RFC 6979 A.2.5 (P-256) and RFC 8032 §7.1 TEST 2 (Ed25519).
const RFC6979_P256_PRIVATE = '-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIMmvqdhFunUWa1whV2ex1pNOUMPbNuibEnuKYisSD2choAoGCCqGSM49\nAwEHoUQDQgAEYP7UuiVanTHJYet0xjVtaMBJuJI7Yfps5mliLmDyn7Z5A/4QCLi8\nmaQa6elWKLxk8vGyDC1+n1F3o8KU1EYimQ==\n-----END EC PRIVATE KEY-----\n';
const RFC6979_P256_PUBLIC = '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEYP7UuiVanTHJYet0xjVtaMBJuJI7\nYfps5mliLmDyn7Z5A/4QCLi8maQa6elWKLxk8vGyDC1+n1F3o8KU1EYimQ==\n-----END PUBLIC KEY-----\n';
const RFC8032_TEST2_PRIVATE = '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIEzNCJso/5banbbDRuwRTg9bijGfNaumJNqM9u1PuKb7\n-----END PRIVATE KEY-----\n';
const RFC8032_TEST2_PUBLIC = '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAPUAXw+hDiVqStwqnTRt+vJyYLM8uxJaMwM1V8Sr0Zgw=\n-----END PUBLIC KEY-----\n';

export const rsaEcdsaSigningTool = defineTool({
  path: '/rsa-ecdsa-signing',
  name: 'RSA/ECDSA signer and verifier',
  description: 'Sign messages and verify signatures with RSA (PKCS#1 v1.5, PSS), ECDSA or Ed25519 keys.',
  keywords: ['rsa', 'ecdsa', 'ed25519', 'eddsa', 'signing', 'signature', 'verify', 'pss', 'pkcs1', 'p-256', 'p-384', 'p-521', 'der', 'p1363', 'openssl dgst', 'pem'],
  icon: 'IconSignature',
  component: () => import('./RsaEcdsaSigningTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['asn1js', 'node-forge'],
  examples: [
    // RFC 6979 A.2.5: the P-256 / SHA-256 signature of "sample" (r, s as published; DER-encoded).
    {
      label: 'Verify RFC 6979 (ECDSA P-256, "sample")',
      state: { hash: 'SHA-256', messageFormat: 'text', signatureFormat: 'hex', message: 'sample', publicKey: RFC6979_P256_PUBLIC, signature: '3046022100efd48b2aacb6a8fd1140dd9cd45e81d69d2c877b56aaf991c34d0ea84eaf3716022100f7cb1c942d657c41d436c7a1b6e29f65f3e900dbb9aff4064dc4ab2f843acda8', privateKey: RFC6979_P256_PRIVATE },
    },
    // RFC 8032 §7.1 TEST 2: message 0x72, signature 92a009a9…bb0c00 (Ed25519 is deterministic).
    {
      label: 'Sign RFC 8032 TEST 2 (Ed25519)',
      state: { messageFormat: 'hex', signatureFormat: 'hex', message: '72', privateKey: RFC8032_TEST2_PRIVATE, publicKey: RFC8032_TEST2_PUBLIC, signature: '' },
    },
    {
      label: 'Sign with ECDSA P-256 (IEEE P1363 r‖s)',
      state: { hash: 'SHA-256', ecdsaFormat: 'p1363', messageFormat: 'text', signatureFormat: 'base64', message: 'Handy Tools', privateKey: RFC6979_P256_PRIVATE, publicKey: RFC6979_P256_PUBLIC, signature: '' },
    },
  ],
});
