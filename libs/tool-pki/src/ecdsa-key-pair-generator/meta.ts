import { defineTool } from '@handy-tools/ui/kit';

export const ecdsaKeyPairGeneratorTool = defineTool({
  path: '/ecdsa-key-pair-generator',
  name: 'ECDSA key pair generator',
  description: 'Generate ECDSA key pairs on P-256, P-384 or P-521 as PEM and OpenSSH keys.',
  keywords: ['ecdsa', 'key', 'pair', 'generator'],
  icon: 'IconTool',
  component: () => import('./EcdsaKeyPairGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
