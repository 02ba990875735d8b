import { defineTool } from '@handy-tools/ui/kit';

export const icalMergerTool = defineTool({
  path: '/ical-merger',
  name: 'iCalendar merger',
  description: 'Merge several .ics files into one calendar.',
  keywords: ['ical', 'merger'],
  icon: 'IconTool',
  component: () => import('./IcalMergerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
