import { defineTool } from '@handy-tools/ui/kit';

export const rsaKeyPairGeneratorTool = defineTool({
  path: '/rsa-key-pair-generator',
  name: 'RSA key pair generator',
  description: 'Generate RSA key pairs (2048 to 4096 bits) as PKCS#8, PKCS#1 and OpenSSH keys, with their fingerprints.',
  keywords: ['rsa', 'key', 'pair', 'generator'],
  icon: 'IconTool',
  component: () => import('./RsaKeyPairGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
