import { defineTool } from '@handy-tools/ui/kit';

export const smartRawConverterTool = defineTool({
  path: '/smart-raw-converter',
  name: 'S.M.A.R.T. raw value decoder',
  description: 'Split a S.M.A.R.T. attribute\'s 48-bit raw value into the fields packed in it.',
  keywords: ['smart', 'raw', 'converter'],
  icon: 'IconTool',
  component: () => import('./SmartRawConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
