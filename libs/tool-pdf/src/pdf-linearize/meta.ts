import { defineTool } from '@handy-tools/ui/kit';

export const pdfLinearizeTool = defineTool({
  path: '/pdf-linearize',
  name: 'PDF linearize',
  description: 'Linearize a PDF for fast web view.',
  keywords: ['pdf', 'linearize'],
  icon: 'IconTool',
  component: () => import('./PdfLinearizeTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
