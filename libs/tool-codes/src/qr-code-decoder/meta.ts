import { defineTool } from '@handy-tools/ui/kit';

export const qrCodeDecoderTool = defineTool({
  path: '/qr-code-decoder',
  name: 'QR code decoder',
  description: 'Read QR codes from an image, a paste or the camera; Wi-Fi, vCard and calendar payloads shown as fields.',
  keywords: ['qr', 'code', 'decoder', 'reader', 'scanner', 'scan', 'camera', 'wifi', 'vcard', 'mecard', 'vevent', 'ical', 'geo', 'mailto', 'sms', 'zxing'],
  icon: 'IconQrcode',
  component: () => import('./QrCodeDecoderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['zxing-wasm'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Wi-Fi QR code', state: { sample: 'wifi' } },
    { label: 'vCard QR code', state: { sample: 'vcard' } },
    { label: 'Three QR codes in a photo', state: { sample: 'several' } },
    { label: 'Calendar event text', state: { text: 'BEGIN:VEVENT\r\nSUMMARY:Handy Tools meetup\r\nDTSTART:20261205T180000Z\r\nDTEND:20261205T200000Z\r\nLOCATION:Room 4\r\nEND:VEVENT' } },
  ],
});
