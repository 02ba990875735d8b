import { defineTool } from '@handy-tools/ui/kit';

export const x509CertificateGeneratorTool = defineTool({
  path: '/x509-certificate-generator',
  name: 'X.509 certificate generator',
  description: 'Create a self-signed or CA-signed X.509 certificate with validity, SANs and extensions.',
  keywords: ['x509', 'certificate', 'generator'],
  icon: 'IconTool',
  component: () => import('./X509CertificateGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
