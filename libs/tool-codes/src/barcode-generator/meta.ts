import { defineTool } from '@handy-tools/ui/kit';

export const barcodeGeneratorTool = defineTool({
  path: '/barcode-generator',
  name: 'Barcode generator',
  description: 'Make Code 128, EAN-13, UPC-A, Code 39, ITF, DataMatrix, PDF417 and other barcodes as SVG or PNG.',
  keywords: ['barcode', 'generator', 'ean', 'ean-13', 'upc', 'code128', 'code39', 'code93', 'itf', 'gs1', 'codabar', 'datamatrix', 'pdf417', 'aztec', 'qr', 'svg', 'png'],
  icon: 'IconBarcode',
  component: () => import('./BarcodeGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['bwip-js'],
  bundleBudget: { kb: 520, reason: 'bwip-js with the BWIPP encoders (~250 KB gzip, measured 507 KB for page and worker): on the page for instant drawing, and again in the worker that draws large 2D codes' },
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'EAN-13 (check digit added)', state: { text: '590123412345', symbology: 'ean13' } },
    { label: 'GS1-128 shipping label', state: { text: '(01)09521234543213(10)ABC123', symbology: 'gs1-128', height: 20 } },
    { label: 'Code 39 with check character', state: { text: 'CODE-39 TEST', symbology: 'code39', check: true } },
    { label: 'Data Matrix', state: { text: 'Handy Tools Data Matrix', symbology: 'datamatrix', scale: 4 } },
  ],
});
