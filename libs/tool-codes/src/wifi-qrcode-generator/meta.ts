import { defineTool } from '@handy-tools/ui/kit';

export const wifiQrcodeGeneratorTool = defineTool({
  path: '/wifi-qrcode-generator',
  name: 'Wi-Fi QR code generator',
  description: 'Make a QR code that joins a Wi-Fi network: SSID, password, security type, hidden network.',
  keywords: ['wifi', 'qrcode', 'generator'],
  icon: 'IconTool',
  component: () => import('./WifiQrcodeGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
