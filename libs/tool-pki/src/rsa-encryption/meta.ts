import { defineTool } from '@handy-tools/ui/kit';

export const rsaEncryptionTool = defineTool({
  path: '/rsa-encryption',
  name: 'RSA encryption',
  description: 'Encrypt and decrypt text with RSA-OAEP or PKCS#1 v1.5 using PEM keys.',
  keywords: ['rsa', 'encryption'],
  icon: 'IconTool',
  component: () => import('./RsaEncryptionTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
