import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `dateConverterState` (`input`, `form`, `zone`). */
export const dateConverterTool = defineTool({
  path: '/date-converter',
  name: 'Date-time converter',
  description: 'Convert a date between ISO 8601, RFC 2822, Unix time, Excel serial, ObjectId and other forms, in any time zone.',
  keywords: ['date', 'time', 'converter', 'iso 8601', 'rfc 3339', 'rfc 2822', 'rfc 7231', 'unix', 'timestamp', 'epoch', 'excel', 'serial', 'objectid', 'mongodb', 'filetime', 'ticks', 'ldap', 'time zone'],
  icon: 'IconCalendarTime',
  component: () => import('./DateConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['luxon'],
  examples: [
    { label: 'ISO 8601 (RFC 3339 §5.8)', state: { input: '1985-04-12T23:20:50.52Z', form: 'auto' } },
    { label: 'Unix time', state: { input: '1700000000', form: 'auto' } },
    { label: 'HTTP date', state: { input: 'Sun, 06 Nov 1994 08:49:37 GMT', form: 'auto' } },
    { label: 'Excel serial', state: { input: '45292.5', form: 'excel-1900' } },
    { label: 'MongoDB ObjectId', state: { input: '507f191e810c19729de860ea', form: 'auto' } },
    { label: 'Now in Tokyo', state: { input: 'now', form: 'auto', zone: 'Asia/Tokyo' } },
  ],
});
