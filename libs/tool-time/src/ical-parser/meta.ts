import { defineTool } from '@handy-tools/ui/kit';

export const icalParserTool = defineTool({
  path: '/ical-parser',
  name: 'iCalendar parser',
  description: 'List the events of an .ics file with their times, places and attendees, recurrences expanded.',
  keywords: ['ical', 'icalendar', 'ics', 'calendar', 'parser', 'viewer', 'events', 'rrule', 'recurrence', 'rfc 5545', 'vevent'],
  icon: 'IconCalendarSearch',
  component: () => import('./IcalParserTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['ical.js'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'RFC 5545 conference', state: { text: 'BEGIN:VCALENDAR\nPRODID:-//xyz Corp//NONSGML PDA Calendar Version 1.0//EN\nVERSION:2.0\nBEGIN:VEVENT\nDTSTAMP:19960704T120000Z\nUID:uid1@example.com\nORGANIZER:mailto:jsmith@example.com\nDTSTART:19960918T143000Z\nDTEND:19960920T220000Z\nSTATUS:CONFIRMED\nCATEGORIES:CONFERENCE\nSUMMARY:Networld+Interop Conference\nDESCRIPTION:Networld+Interop Conference\n  and Exhibit\\nAtlanta World Congress Center\\n\n Atlanta\\, Georgia\nEND:VEVENT\nEND:VCALENDAR' } },
    { label: 'Weekly stand-up with an exception', state: { text: 'BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Handy Tools//example//EN\nBEGIN:VEVENT\nUID:standup@example.com\nDTSTAMP:20261101T000000Z\nDTSTART;TZID=Europe/Paris:20261102T093000\nDTEND;TZID=Europe/Paris:20261102T094500\nSUMMARY:Stand-up\nLOCATION:Room 2\nORGANIZER;CN=Ann Lee:mailto:ann@example.com\nATTENDEE;CN=Bob;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:bob@example.com\nRRULE:FREQ=WEEKLY;COUNT=6;BYDAY=MO,TH\nEXDATE;TZID=Europe/Paris:20261105T093000\nEND:VEVENT\nBEGIN:VEVENT\nUID:standup@example.com\nDTSTAMP:20261101T000000Z\nRECURRENCE-ID;TZID=Europe/Paris:20261109T093000\nDTSTART;TZID=Europe/Paris:20261109T140000\nDTEND;TZID=Europe/Paris:20261109T141500\nSUMMARY:Stand-up (afternoon)\nEND:VEVENT\nEND:VCALENDAR', zone: 'UTC' } },
    { label: 'RFC 5545 rule: every other week', state: { text: 'BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Handy Tools//example//EN\nBEGIN:VEVENT\nUID:every-other-week@example.com\nDTSTAMP:19970901T000000Z\nDTSTART;TZID=America/New_York:19970901T090000\nRRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;BYDAY=MO,WE,FR\nSUMMARY:Every other week on Monday\\, Wednesday and Friday\nEND:VEVENT\nEND:VCALENDAR', from: '1997-10-01', to: '1997-11-01' } },
  ],
});
