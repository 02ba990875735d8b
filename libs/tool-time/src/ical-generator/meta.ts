import { defineTool } from '@handy-tools/ui/kit';

export const icalGeneratorTool = defineTool({
  path: '/ical-generator',
  name: 'iCalendar generator',
  description: 'Create a valid .ics event with its time zone, recurrence and alarm.',
  keywords: ['ical', 'generator'],
  icon: 'IconTool',
  component: () => import('./IcalGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
