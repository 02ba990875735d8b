import { defineTool } from '@handy-tools/ui/kit';

export const percentageCalculatorTool = defineTool({
  path: '/percentage-calculator',
  name: 'Percentage calculator',
  description: 'Compute X% of Y, what percentage X is of Y, and the change from X to Y.',
  keywords: ['percentage', 'calculator', 'percent', '%', 'increase', 'decrease', 'change', 'ratio', 'discount', 'markup'],
  icon: 'IconPercentage',
  component: () => import('./PercentageCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: '15 % of 200', state: { percentX: '15', percentY: '200' } },
    { label: 'Change from 80 to 60', state: { from: '80', to: '60' } },
    { label: 'Exact: 1.1 % of 100', state: { percentX: '1.1', percentY: '100' } },
    { label: 'Price plus 20 % VAT', state: { addX: '20', addY: '49.99' } },
  ],
});
