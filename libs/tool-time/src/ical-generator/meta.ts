import { defineTool } from '@handy-tools/ui/kit';

export const icalGeneratorTool = defineTool({
  path: '/ical-generator',
  name: 'iCalendar generator',
  description: 'Create a valid .ics event with its time zone, recurrence and alarm.',
  keywords: ['ical', 'icalendar', 'ics', 'calendar', 'event', 'invitation', 'rrule', 'recurrence', 'vtimezone', 'valarm', 'rfc 5545', 'generator'],
  icon: 'IconCalendarCode',
  component: () => import('./IcalGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'Weekly meeting in Paris with a reminder',
      state: {
        events: [
          {
            summary: 'Team meeting',
            location: 'Room 4, 12 rue de Rivoli, Paris',
            description: 'Agenda:\n1. Status\n2. Next steps',
            start: '2026-12-07T10:00',
            end: '2026-12-07T11:00',
            timeZone: 'Europe/Paris',
            uid: 'team-meeting-2026@example.com',
            freq: 'WEEKLY',
            ends: 'count',
            count: 10,
            byDay: ['MO'],
            alarmMinutes: 15,
          },
        ],
        name: 'Team',
      },
    },
    {
      label: 'All-day holiday',
      state: { events: [{ summary: 'Christmas', start: '2026-12-25', end: '2026-12-25', allDay: true, uid: 'christmas-2026@example.com', freq: 'YEARLY' }] },
    },
    {
      label: 'Conference call in UTC (RFC 5545 §4 style)',
      state: {
        events: [
          {
            summary: 'Conference call; agenda, notes',
            start: '2026-12-03T14:30',
            end: '2026-12-03T15:30',
            timeZone: 'UTC',
            url: 'https://example.com/call',
            uid: 'call-20261203@example.com',
          },
        ],
        method: 'REQUEST',
      },
    },
  ],
});
