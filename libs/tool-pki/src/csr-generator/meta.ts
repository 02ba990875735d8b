import { defineTool } from '@handy-tools/ui/kit';

export const csrGeneratorTool = defineTool({
  path: '/csr-generator',
  name: 'CSR generator',
  description: 'Create a PKCS#10 certificate signing request with subject fields and SANs, with a new key or your own.',
  keywords: ['csr', 'generator'],
  icon: 'IconTool',
  component: () => import('./CsrGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
