import { defineTool } from '@handy-tools/ui/kit';

export const durationCalculatorTool = defineTool({
  path: '/duration-calculator',
  name: 'Duration calculator',
  description: 'Add and subtract durations and see the total in hours, minutes, seconds and ISO 8601.',
  keywords: ['duration', 'calculator'],
  icon: 'IconTool',
  component: () => import('./DurationCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
