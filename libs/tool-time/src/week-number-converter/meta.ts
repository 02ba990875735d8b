import { defineTool } from '@handy-tools/ui/kit';

export const weekNumberConverterTool = defineTool({
  path: '/week-number-converter',
  name: 'ISO week number converter',
  description: 'Convert dates to ISO 8601 week dates (year, week, weekday) and back.',
  keywords: ['week', 'number', 'converter'],
  icon: 'IconTool',
  component: () => import('./WeekNumberConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
