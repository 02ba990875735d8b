import { defineTool } from '@handy-tools/ui/kit';

export const icalParserTool = defineTool({
  path: '/ical-parser',
  name: 'iCalendar parser',
  description: 'List the events of an .ics file with their times, places and attendees, recurrences expanded.',
  keywords: ['ical', 'parser'],
  icon: 'IconTool',
  component: () => import('./IcalParserTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
