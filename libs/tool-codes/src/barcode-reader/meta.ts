import { defineTool } from '@handy-tools/ui/kit';

export const barcodeReaderTool = defineTool({
  path: '/barcode-reader',
  name: 'Barcode reader',
  description: 'Read 1D and 2D barcodes from an image or the camera.',
  keywords: ['barcode', 'reader', 'scanner', 'scan', 'camera', 'ean', 'upc', 'code128', 'code39', 'itf', 'gs1', 'datamatrix', 'pdf417', 'aztec', 'qr', 'isbn', 'zxing'],
  icon: 'IconScan',
  component: () => import('./BarcodeReaderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['zxing-wasm'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Label with five symbologies', state: { sample: 'label' } },
    { label: 'Noisy photo, turned codes', state: { sample: 'photo' } },
    { label: 'Only linear codes', state: { sample: 'label', formats: 'AllLinear' } },
  ],
});
