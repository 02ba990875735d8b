import { defineTool } from '@handy-tools/ui/kit';

export const qrContactInfoGeneratorTool = defineTool({
  path: '/qr-contact-info-generator',
  name: 'QR contact info generator',
  description: 'Turn contact details into a vCard (3.0 or 4.0) or MECARD QR code.',
  keywords: ['qr', 'contact', 'info', 'generator'],
  icon: 'IconTool',
  component: () => import('./QrContactInfoGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
