import { defineTool } from '@handy-tools/ui/kit';

export const qrcodeGeneratorTool = defineTool({
  path: '/qrcode-generator',
  name: 'QR code generator',
  description: 'Turn text or a URL into a QR code with error-correction level, colours and size; PNG and SVG download.',
  keywords: ['qrcode', 'generator'],
  icon: 'IconTool',
  component: () => import('./QrcodeGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
