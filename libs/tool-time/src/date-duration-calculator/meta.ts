import { defineTool } from '@handy-tools/ui/kit';

export const dateDurationCalculatorTool = defineTool({
  path: '/date-duration-calculator',
  name: 'Date and duration calculator',
  description: 'Add or subtract durations such as “1d 2h 30m” or “P1DT2H” to a date.',
  keywords: ['date', 'duration', 'calculator'],
  icon: 'IconTool',
  component: () => import('./DateDurationCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
