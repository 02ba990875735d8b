import { defineTool } from '@handy-tools/ui/kit';

export const ed25519KeyPairGeneratorTool = defineTool({
  path: '/ed25519-key-pair-generator',
  name: 'Ed25519 key pair generator',
  description: 'Generate Ed25519 key pairs as PEM and OpenSSH keys.',
  keywords: ['ed25519', 'key', 'pair', 'generator'],
  icon: 'IconTool',
  component: () => import('./Ed25519KeyPairGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
