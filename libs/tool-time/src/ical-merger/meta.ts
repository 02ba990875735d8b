import { defineTool } from '@handy-tools/ui/kit';

export const icalMergerTool = defineTool({
  path: '/ical-merger',
  name: 'iCalendar merger',
  description: 'Merge several .ics files into one calendar.',
  keywords: ['ical', 'icalendar', 'ics', 'calendar', 'merge', 'merger', 'combine', 'join', 'duplicates', 'uid', 'rfc 5545'],
  icon: 'IconCalendarShare',
  component: () => import('./IcalMergerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['ical.js'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'The two RFC 5545 §4 examples',
      state: { calendars: [{ name: 'conference.ics', text: 'BEGIN:VCALENDAR\nPRODID:-//xyz Corp//NONSGML PDA Calendar Version 1.0//EN\nVERSION:2.0\nBEGIN:VEVENT\nDTSTAMP:19960704T120000Z\nUID:uid1@example.com\nORGANIZER:mailto:jsmith@example.com\nDTSTART:19960918T143000Z\nDTEND:19960920T220000Z\nSTATUS:CONFIRMED\nCATEGORIES:CONFERENCE\nSUMMARY:Networld+Interop Conference\nDESCRIPTION:Networld+Interop Conference\n  and Exhibit\\nAtlanta World Congress Center\\n\n Atlanta\\, Georgia\nEND:VEVENT\nEND:VCALENDAR' }, { name: 'meeting.ics', text: 'BEGIN:VCALENDAR\nMETHOD:xyz\nVERSION:2.0\nPRODID:-//ABC Corporation//NONSGML My Product//EN\nBEGIN:VEVENT\nDTSTAMP:19970324T120000Z\nSEQUENCE:0\nUID:uid3@example.com\nORGANIZER:mailto:jdoe@example.com\nATTENDEE;RSVP=TRUE:mailto:jsmith@example.com\nDTSTART:19970324T123000Z\nDTEND:19970324T210000Z\nCATEGORIES:MEETING,PROJECT\nCLASS:PUBLIC\nSUMMARY:Calendaring Interoperability Planning Meeting\nDESCRIPTION:Discuss how we can test c&s interoperability\\n\n using iCalendar and other IETF standards.\nLOCATION:LDB Lobby\nATTACH;FMTTYPE=application/postscript:ftp://example.com/pub/\n conf/bkgrnd.ps\nEND:VEVENT\nEND:VCALENDAR' }], name: 'Merged' },
    },
    {
      label: 'Same event in two files (SEQUENCE 0 and 1)',
      state: { calendars: [{ name: 'old.ics', text: 'BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Handy Tools//example//EN\nBEGIN:VEVENT\nUID:review@example.com\nDTSTAMP:20261101T090000Z\nSEQUENCE:0\nDTSTART:20261203T140000Z\nDTEND:20261203T150000Z\nSUMMARY:Design review\nEND:VEVENT\nEND:VCALENDAR' }, { name: 'new.ics', text: 'BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Handy Tools//example//EN\nBEGIN:VEVENT\nUID:review@example.com\nDTSTAMP:20261105T090000Z\nSEQUENCE:1\nDTSTART:20261204T100000Z\nDTEND:20261204T110000Z\nSUMMARY:Design review (moved)\nEND:VEVENT\nBEGIN:VEVENT\nUID:retro@example.com\nDTSTAMP:20261105T090000Z\nDTSTART:20261210T160000Z\nDTEND:20261210T170000Z\nSUMMARY:Retrospective\nEND:VEVENT\nEND:VCALENDAR' }] },
    },
  ],
});
