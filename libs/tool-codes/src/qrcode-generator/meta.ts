import { defineTool } from '@handy-tools/ui/kit';

export const qrcodeGeneratorTool = defineTool({
  path: '/qrcode-generator',
  name: 'QR code generator',
  description: 'Turn text or a URL into a QR code with error-correction level, colours and size; PNG and SVG download.',
  keywords: ['qrcode', 'qr', 'code', 'generator', 'url', 'link', 'barcode', '2d', 'svg', 'png', 'iso 18004', 'error correction'],
  icon: 'IconQrcode',
  component: () => import('./QrcodeGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['qrcode'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'A link', state: { text: 'https://example.com/' } },
    { label: 'Plain text, level H', state: { text: 'Hello, world! Grüße, 世界', ecLevel: 'H' } },
    {
      label: 'Navy dots on cream',
      state: { text: 'https://example.com/menu', foreground: '#1a237e', background: '#fffde7', moduleStyle: 'dots', ecLevel: 'Q' },
    },
    { label: 'Geo location (RFC 5870)', state: { text: 'geo:48.8584,2.2945' } },
  ],
});
