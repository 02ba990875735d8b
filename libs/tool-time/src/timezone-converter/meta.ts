import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `timezoneConverterState`. */
export const timezoneConverterTool = defineTool({
  path: '/timezone-converter',
  name: 'Time zone converter',
  description: 'See a time in one time zone in many others, with their offsets and daylight saving time.',
  keywords: ['time zone', 'timezone', 'converter', 'utc', 'gmt', 'offset', 'dst', 'daylight saving', 'iana', 'world clock', 'meeting planner'],
  icon: 'IconWorld',
  component: () => import('./TimezoneConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['luxon', 'countries-and-timezones'],
  examples: [
    { label: 'New York morning', state: { time: '2024-07-01T09:00', zone: 'America/New_York' } },
    { label: 'Skipped by DST (Paris)', state: { time: '2024-03-31T02:30', zone: 'Europe/Paris', zones: 'UTC Europe/London America/New_York' } },
    { label: 'Half-hour zones', state: { time: '2024-01-15T12:00', zone: 'UTC', zones: 'Asia/Kolkata Asia/Kathmandu Australia/Adelaide America/St_Johns Pacific/Chatham' } },
  ],
});
