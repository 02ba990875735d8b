import { defineTool } from '@handy-tools/ui/kit';

export const barcodeGeneratorTool = defineTool({
  path: '/barcode-generator',
  name: 'Barcode generator',
  description: 'Make Code 128, EAN-13, UPC-A, Code 39, ITF, DataMatrix, PDF417 and other barcodes as SVG or PNG.',
  keywords: ['barcode', 'generator'],
  icon: 'IconTool',
  component: () => import('./BarcodeGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
