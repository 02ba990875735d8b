import { defineTool } from '@handy-tools/ui/kit';

/**
 * PGP key pair generator. State keys: algorithm, version ('4' | '6'), expiry, showPassphrase
 * (options); name, email, comment, expiryDays, expiryDate (inputs); passphrase (SECRET: never
 * stored, in no example).
 */
export const pgpKeyPairGeneratorTool = defineTool({
  path: '/pgp-key-pair-generator',
  name: 'PGP key pair generator',
  description: 'Generate OpenPGP key pairs (Curve25519 or RSA) with name, e-mail, passphrase, expiry and a revocation certificate.',
  keywords: ['pgp', 'gpg', 'gnupg', 'openpgp', 'key', 'pair', 'generator', 'keygen', 'public key', 'private key', 'revocation certificate', 'fingerprint', 'curve25519', 'ed25519', 'rsa', 'rfc 9580'],
  icon: 'IconKey',
  component: () => import('./PgpKeyPairGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['openpgp'],
  examples: [
    { label: 'Curve25519, never expires', state: { algorithm: 'curve25519', version: '4', name: 'Alice Example', email: 'alice@example.com', expiry: 'never' } },
    { label: 'RSA 4096, 2 years', state: { algorithm: 'rsa4096', version: '4', name: 'Bob Example', email: 'bob@example.org', comment: 'work', expiry: 'days', expiryDays: 730 } },
    { label: 'v6 key (RFC 9580, Ed25519)', state: { algorithm: 'curve25519', version: '6', name: 'Carol Example', email: 'carol@example.net', expiry: 'days', expiryDays: 365 } },
  ],
});
