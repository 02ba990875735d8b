import { defineTool } from '@handy-tools/ui/kit';

export const percentageCalculatorTool = defineTool({
  path: '/percentage-calculator',
  name: 'Percentage calculator',
  description: 'Compute X% of Y, what percentage X is of Y, and the change from X to Y.',
  keywords: ['percentage', 'calculator'],
  icon: 'IconTool',
  component: () => import('./PercentageCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
