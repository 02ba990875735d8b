import { defineTool } from '@handy-tools/ui/kit';

export const sslCertConverterTool = defineTool({
  path: '/ssl-cert-converter',
  name: 'SSL certificate converter',
  description: 'Convert certificates between PEM, DER, PKCS#7 and PKCS#12, read Java keystores and split chains.',
  keywords: ['ssl', 'cert', 'converter'],
  icon: 'IconTool',
  component: () => import('./SslCertConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
