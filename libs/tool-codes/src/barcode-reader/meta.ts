import { defineTool } from '@handy-tools/ui/kit';

export const barcodeReaderTool = defineTool({
  path: '/barcode-reader',
  name: 'Barcode reader',
  description: 'Read 1D and 2D barcodes from an image or the camera.',
  keywords: ['barcode', 'reader'],
  icon: 'IconTool',
  component: () => import('./BarcodeReaderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
