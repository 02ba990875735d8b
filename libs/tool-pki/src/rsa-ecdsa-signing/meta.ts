import { defineTool } from '@handy-tools/ui/kit';

export const rsaEcdsaSigningTool = defineTool({
  path: '/rsa-ecdsa-signing',
  name: 'RSA/ECDSA signer and verifier',
  description: 'Sign messages and verify signatures with RSA (PKCS#1 v1.5, PSS), ECDSA or Ed25519 keys.',
  keywords: ['rsa', 'ecdsa', 'signing'],
  icon: 'IconTool',
  component: () => import('./RsaEcdsaSigningTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
