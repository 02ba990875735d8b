import { defineTool } from '@handy-tools/ui/kit';

export const certificateKeyParserTool = defineTool({
  path: '/certificate-key-parser',
  name: 'Certificate and key parser',
  description: 'Read X.509 certificates, CSRs, private and public keys, SSH and PGP keys: every field, extension and fingerprint.',
  keywords: ['certificate', 'key', 'parser'],
  icon: 'IconTool',
  component: () => import('./CertificateKeyParserTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
