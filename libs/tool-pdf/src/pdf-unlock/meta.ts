import { defineTool } from '@handy-tools/ui/kit';

export const pdfUnlockTool = defineTool({
  path: '/pdf-unlock',
  name: 'PDF unlock',
  description: 'Remove the password from a PDF whose password you know.',
  keywords: ['pdf', 'unlock'],
  icon: 'IconTool',
  component: () => import('./PdfUnlockTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
