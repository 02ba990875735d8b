import { defineTool } from '@handy-tools/ui/kit';

export const pdfEncryptTool = defineTool({
  path: '/pdf-encrypt',
  name: 'PDF encrypt',
  description: 'Password-protect a PDF with user and owner passwords and permissions.',
  keywords: ['pdf', 'encrypt'],
  icon: 'IconTool',
  component: () => import('./PdfEncryptTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
