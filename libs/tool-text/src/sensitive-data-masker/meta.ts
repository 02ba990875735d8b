import { defineTool } from '@handy-tools/ui/kit';

export const sensitiveDataMaskerTool = defineTool({
  path: '/sensitive-data-masker',
  name: 'Sensitive data masker',
  description: 'Mask e-mail addresses, IP addresses, card numbers, phone numbers, IBANs, JWTs and API keys in a text.',
  keywords: ['sensitive', 'data', 'masker'],
  icon: 'IconTool',
  component: () => import('./SensitiveDataMaskerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
