import { defineTool } from '@handy-tools/ui/kit';

export const dataTransferRateConverterTool = defineTool({
  path: '/data-transfer-rate-converter',
  name: 'Data transfer rate calculator',
  description: 'Convert bit/s and B/s units, and compute how long a transfer takes or the rate it needs.',
  keywords: ['data', 'transfer', 'rate', 'converter'],
  icon: 'IconTool',
  component: () => import('./DataTransferRateConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
