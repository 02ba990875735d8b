import { defineTool } from '@handy-tools/ui/kit';

export const qrCodeDecoderTool = defineTool({
  path: '/qr-code-decoder',
  name: 'QR code decoder',
  description: 'Read QR codes from an image, a paste or the camera; Wi-Fi, vCard and calendar payloads shown as fields.',
  keywords: ['qr', 'code', 'decoder'],
  icon: 'IconTool',
  component: () => import('./QrCodeDecoderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
