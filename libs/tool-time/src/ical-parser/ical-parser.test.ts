import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { icsOccurrencesTsv, parseIcs, readIcsComponents } from './ical-parser.js';
import { icalParserTool } from './meta.js';
import { icalParserState } from './state.js';

const cal = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');

// RFC 5545 §4, "Examples": the first VEVENT (a conference, with escapes and a folded DESCRIPTION).
const RFC5545_CONFERENCE = [
  'BEGIN:VCALENDAR',
  'PRODID:-//xyz Corp//NONSGML PDA Calendar Version 1.0//EN',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'DTSTAMP:19960704T120000Z',
  'UID:uid1@example.com',
  'ORGANIZER:mailto:jsmith@example.com',
  'DTSTART:19960918T143000Z',
  'DTEND:19960920T220000Z',
  'STATUS:CONFIRMED',
  'CATEGORIES:CONFERENCE',
  'SUMMARY:Networld+Interop Conference',
  'DESCRIPTION:Networld+Interop Conference',
  '  and Exhibit\\nAtlanta World Congress Center\\n',
  ' Atlanta\\, Georgia',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

describe('parseIcs', () => {
  it('reads the RFC 5545 §4 conference example: unfolding (§3.1) and TEXT escapes (§3.3.11)', () => {
    const r = parseIcs(RFC5545_CONFERENCE);
    expect(r.calendar.prodId).toBe('-//xyz Corp//NONSGML PDA Calendar Version 1.0//EN');
    expect(r.eventCount).toBe(1);
    const [o] = r.occurrences;
    expect(o!.summary).toBe('Networld+Interop Conference');
    expect(o!.description).toBe('Networld+Interop Conference and Exhibit\nAtlanta World Congress Center\nAtlanta, Georgia');
    expect(o!.organizer).toBe('jsmith@example.com');
    expect(o!.status).toBe('CONFIRMED');
    expect(o!.start).toEqual({ local: '1996-09-18 14:30', zone: 'UTC', epochMs: Date.UTC(1996, 8, 18, 14, 30), exact: true });
    expect(o!.end?.local).toBe('1996-09-20 22:00');
  });

  it('expands RFC 5545 §3.8.5.3 "every other week on Monday, Wednesday and Friday until December 24, 1997" (25 dates, EDT then EST)', () => {
    const r = parseIcs(
      cal('BEGIN:VEVENT', 'UID:a', 'DTSTAMP:19970901T000000Z', 'DTSTART;TZID=America/New_York:19970901T090000', 'RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;BYDAY=MO,WE,FR', 'SUMMARY:x', 'END:VEVENT'),
    );
    // The RFC's list: Sep 1,3,5,15,17,19,29; Oct 1,3,13,15,17,27,29,31; Nov 10,12,14,24,26,28; Dec 8,10,12,22.
    expect(r.occurrences.map((o) => o.start.local.slice(5, 10))).toEqual(
      ['09-01', '09-03', '09-05', '09-15', '09-17', '09-19', '09-29', '10-01', '10-03', '10-13', '10-15', '10-17', '10-27', '10-29', '10-31', '11-10', '11-12', '11-14', '11-24', '11-26', '11-28', '12-08', '12-10', '12-12', '12-22'],
    );
    // No VTIMEZONE in the file: the TZID is read with the platform's IANA data, and reported.
    expect(r.missingZones).toEqual(['America/New_York']);
    expect(new Date(r.occurrences[0]!.start.epochMs).toISOString()).toBe('1997-09-01T13:00:00.000Z'); // 9:00 EDT
    expect(new Date(r.occurrences.at(-1)!.start.epochMs).toISOString()).toBe('1997-12-22T14:00:00.000Z'); // 9:00 EST
  });

  it('uses the file\'s VTIMEZONE (RFC 5545 §3.6.5 example for America/New_York)', () => {
    const r = parseIcs(
      cal(
        'BEGIN:VTIMEZONE', 'TZID:America/New_York', 'LAST-MODIFIED:20050809T050000Z',
        'BEGIN:STANDARD', 'DTSTART:20071104T020000', 'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500', 'TZNAME:EST', 'END:STANDARD',
        'BEGIN:DAYLIGHT', 'DTSTART:20070311T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0400', 'TZNAME:EDT', 'END:DAYLIGHT',
        'END:VTIMEZONE',
        'BEGIN:VEVENT', 'UID:b', 'DTSTAMP:20260101T000000Z', 'DTSTART;TZID=America/New_York:20260710T090000', 'DURATION:PT1H30M', 'SUMMARY:y', 'END:VEVENT',
      ),
    );
    expect(r.missingZones).toEqual([]);
    const [o] = r.occurrences;
    expect(o!.start.zone).toBe('America/New_York');
    expect(new Date(o!.start.epochMs).toISOString()).toBe('2026-07-10T13:00:00.000Z');
    expect(o!.end?.local).toBe('2026-07-10 10:30'); // DTSTART + DURATION (§3.8.2.5)
  });

  it('applies RDATE and EXDATE (§3.8.5.1, §3.8.5.2) and an overridden instance (RECURRENCE-ID, §3.8.4.4)', () => {
    const r = parseIcs(
      cal(
        'BEGIN:VEVENT', 'UID:c', 'DTSTAMP:20260101T000000Z', 'DTSTART:20260105T100000Z', 'DTEND:20260105T110000Z', 'SUMMARY:Daily', 'RRULE:FREQ=DAILY;COUNT=4',
        'EXDATE:20260106T100000Z', 'RDATE:20260120T100000Z', 'ATTENDEE;CN=Ann;ROLE=CHAIR;PARTSTAT=ACCEPTED:mailto:ann@example.com', 'END:VEVENT',
        'BEGIN:VEVENT', 'UID:c', 'DTSTAMP:20260101T000000Z', 'RECURRENCE-ID:20260107T100000Z', 'DTSTART:20260107T150000Z', 'DTEND:20260107T160000Z', 'SUMMARY:Moved', 'END:VEVENT',
      ),
    );
    expect(r.eventCount).toBe(2);
    expect(r.occurrences.map((o) => `${o.start.local} ${o.summary}`)).toEqual(['2026-01-05 10:00 Daily', '2026-01-07 15:00 Moved', '2026-01-08 10:00 Daily', '2026-01-20 10:00 Daily']);
    expect(r.occurrences[0]!.attendees).toEqual([{ name: 'Ann', address: 'ann@example.com', role: 'CHAIR', partstat: 'ACCEPTED' }]);
    expect(r.occurrences[1]!.recurrenceId).toBe('2026-01-07T10:00:00Z');
  });

  it('keeps the range and caps endless rules', () => {
    const text = cal('BEGIN:VEVENT', 'UID:d', 'DTSTAMP:20260101T000000Z', 'DTSTART;VALUE=DATE:20260101', 'RRULE:FREQ=DAILY', 'SUMMARY:z', 'END:VEVENT');
    const capped = parseIcs(text, { maxOccurrences: 10 });
    expect(capped.occurrences).toHaveLength(10);
    expect(capped.truncated).toBe(true);
    expect(capped.occurrences[0]!.allDay).toBe(true);
    expect(capped.occurrences[0]!.start.local).toBe('2026-01-01');
    const ranged = parseIcs(text, { from: Date.UTC(2026, 1, 1), to: Date.UTC(2026, 1, 4) });
    expect(ranged.occurrences.map((o) => o.start.local)).toEqual(['2026-02-01', '2026-02-02', '2026-02-03']);
    expect(ranged.truncated).toBe(false);
  });

  it('says what is wrong and on which line', () => {
    expect(expectToolInputError(() => parseIcs('')).message).toMatch(/Paste iCalendar/);
    expect(expectToolInputError(() => parseIcs('hello')).message).toMatch(/Line 1: content outside BEGIN:VCALENDAR/);
    const noColon = expectToolInputError(() => parseIcs(cal('BEGIN:VEVENT', 'UID:e', 'SUMMARY no colon', 'END:VEVENT')));
    expect(noColon.message).toMatch(/^Line 6: a line without ":"/);
    expect(noColon.line).toBe(6);
    const unclosed = expectToolInputError(() => parseIcs(['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'UID:f', 'END:VCALENDAR'].join('\n')));
    expect(unclosed.message).toBe('Line 4: END:VCALENDAR does not match BEGIN:VEVENT on line 2.');
    expect(() => readIcsComponents('BEGIN:VEVENT\nEND:VEVENT')).toThrow(/must start with BEGIN:VCALENDAR/);
  });

  it('lists occurrences as TSV', () => {
    const tsv = icsOccurrencesTsv(parseIcs(RFC5545_CONFERENCE).occurrences);
    expect(tsv.split('\n')[1]).toBe('Networld+Interop Conference\t1996-09-18 14:30\tUTC\t1996-09-20 22:00\tUTC\t\tjsmith@example.com\t\tCONFIRMED\tuid1@example.com\tNetworld+Interop Conference and Exhibit Atlanta World Congress Center Atlanta, Georgia');
  });
});

describe('contract', () => {
  it('has examples that are valid states, each with events', () => {
    expectExamplesMatchState(icalParserTool, icalParserState);
    for (const ex of icalParserTool.examples ?? []) expect(parseIcs(String(ex.state.text)).occurrences.length).toBeGreaterThan(0);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseIcs(s));
    fuzzToolFunction((s: string) => parseIcs(cal('BEGIN:VEVENT', `DTSTART:${s}`, 'END:VEVENT')));
    fuzzToolFunction((s: string) => parseIcs(cal('BEGIN:VEVENT', 'DTSTART:20260101T000000Z', `RRULE:${s}`, 'END:VEVENT'), { maxOccurrences: 20 }));
    fuzzToolFunction((s: string) => parseIcs(cal('BEGIN:VEVENT', 'UID:x', `DTSTART;TZID=${s}:20260101T000000`, 'END:VEVENT')));
    expect(ToolInputError).toBeDefined();
    void fc;
  });
});
