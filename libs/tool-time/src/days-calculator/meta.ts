import { defineTool } from '@handy-tools/ui/kit';

export const daysCalculatorTool = defineTool({
  path: '/days-calculator',
  name: 'Days calculator',
  description: 'Count calendar days, weeks, months and business days between two dates, with public holidays.',
  keywords: ['days', 'calculator'],
  icon: 'IconTool',
  component: () => import('./DaysCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
