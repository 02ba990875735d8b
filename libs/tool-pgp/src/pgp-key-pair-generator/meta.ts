import { defineTool } from '@handy-tools/ui/kit';

export const pgpKeyPairGeneratorTool = defineTool({
  path: '/pgp-key-pair-generator',
  name: 'PGP key pair generator',
  description: 'Generate OpenPGP key pairs (Curve25519 or RSA) with name, e-mail, passphrase, expiry and a revocation certificate.',
  keywords: ['pgp', 'key', 'pair', 'generator'],
  icon: 'IconTool',
  component: () => import('./PgpKeyPairGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
