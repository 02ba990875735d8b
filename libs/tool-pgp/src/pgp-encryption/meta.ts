import { defineTool } from '@handy-tools/ui/kit';

export const pgpEncryptionTool = defineTool({
  path: '/pgp-encryption',
  name: 'PGP encryption',
  description: 'Encrypt, decrypt, sign and verify OpenPGP messages with armored keys.',
  keywords: ['pgp', 'encryption'],
  icon: 'IconTool',
  component: () => import('./PgpEncryptionTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
