import ICAL from 'ical.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { escapeIcsText, foldIcsLine, generateIcs, icsFileName, unescapeIcsText, unfoldIcsLines, type IcsEventInput } from './ical-generator.js';
import { icalGeneratorTool } from './meta.js';
import { icalGeneratorState, icsEventSchema } from './state.js';
import { buildVTimezone, zoneTransitions } from './vtimezone.js';

const DTSTAMP = Date.UTC(2026, 10, 28, 12, 0, 0);
const event = (over: Partial<IcsEventInput>): IcsEventInput => ({ ...icsEventSchema.parse({}), timeZone: 'UTC', uid: 'uid-1@example.com', ...over }) as IcsEventInput;
const make = (events: Partial<IcsEventInput>[], extra: { method?: '' | 'PUBLISH' | 'REQUEST'; name?: string } = {}) =>
  generateIcs({ events: events.map(event), method: extra.method ?? '', name: extra.name ?? '', dtstamp: DTSTAMP });
const parse = (ics: string) => new ICAL.Component(ICAL.parse(ics));

describe('RFC 5545 text rules', () => {
  it('escapes TEXT values (§3.3.11: backslash, semicolon, comma, newline) and reads them back', () => {
    // §3.3.11 example: "Project XYZ Final Review\nConference Room - 3B\nCome Prepared."
    expect(escapeIcsText('Project XYZ Final Review\nConference Room - 3B\nCome Prepared.')).toBe('Project XYZ Final Review\\nConference Room - 3B\\nCome Prepared.');
    expect(escapeIcsText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    fc.assert(fc.property(fc.string(), (s) => unescapeIcsText(escapeIcsText(s)) === s.replace(/\r\n|\r/g, '\n')));
  });

  it('folds at 75 octets without splitting a UTF-8 character, and unfolds back (§3.1)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (s) => {
        const folded = foldIcsLine(`DESCRIPTION:${s}`);
        for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
        expect(unfoldIcsLines(folded).map((l) => l.line)).toEqual([`DESCRIPTION:${s}`]);
      }),
    );
    // 40 "é" (2 octets each) after an 8-octet name: the fold falls between two characters.
    const folded = foldIcsLine('SUMMARY:' + 'é'.repeat(40));
    expect(folded.split('\r\n')[0]).toBe('SUMMARY:' + 'é'.repeat(33)); // 8 + 66 = 74 octets; one more would be 76
  });
});

describe('generateIcs', () => {
  it('writes a calendar ical.js reads back, with PRODID, VERSION, UID, DTSTAMP (§3.6.1, §3.7.3, §3.7.4)', () => {
    const ics = make([{ summary: 'Conference call; agenda, notes', location: 'Room 1', description: 'Line 1\nLine 2', url: 'https://example.com/x', start: '2026-12-03T14:30', end: '2026-12-03T15:30', timeZone: 'UTC' }], { method: 'REQUEST', name: 'Team' });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '').includes('\n')).toBe(false); // every line ends with CRLF
    const cal = parse(ics);
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstPropertyValue('prodid')).toBe('-//Handy Tools//iCalendar generator//EN');
    expect(cal.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Team');
    const ev = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
    expect(ev.uid).toBe('uid-1@example.com');
    expect(ev.summary).toBe('Conference call; agenda, notes');
    expect(ev.description).toBe('Line 1\nLine 2');
    expect(ev.location).toBe('Room 1');
    expect(ev.component.getFirstPropertyValue('url')).toBe('https://example.com/x');
    expect(ev.startDate.toJSDate().toISOString()).toBe('2026-12-03T14:30:00.000Z');
    expect(ev.endDate.toJSDate().toISOString()).toBe('2026-12-03T15:30:00.000Z');
    expect(ics).toContain('DTSTAMP:20261128T120000Z\r\n');
    expect(ics).toContain('DTSTART:20261203T143000Z\r\n');
  });

  it('writes TZID times with a VTIMEZONE ical.js uses to place them (§3.2.19, §3.6.5)', () => {
    const ics = make([{ start: '2026-07-01T10:00', end: '2026-07-01T11:30', timeZone: 'Europe/Paris' }, { uid: 'uid-2@example.com', start: '2026-01-15T10:00', end: '2026-01-15T11:00', timeZone: 'America/New_York' }]);
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20260701T100000\r\n');
    const cal = parse(ics);
    expect(cal.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual(['Europe/Paris', 'America/New_York']);
    const [paris, ny] = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    // Paris is UTC+2 in July (CEST), New York UTC−5 in January (EST): IANA tz database.
    expect(paris!.startDate.toJSDate().toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(paris!.endDate.toJSDate().toISOString()).toBe('2026-07-01T09:30:00.000Z');
    expect(ny!.startDate.toJSDate().toISOString()).toBe('2026-01-15T15:00:00.000Z');
  });

  it('builds the EU and US daylight-saving rules as RRULEs (RFC 5545 §3.6.5 example: "BYDAY=2SU;BYMONTH=3")', () => {
    const ny = buildVTimezone('America/New_York', Date.UTC(2026, 0, 15)).join('\n');
    // US rule since 2007 (Energy Policy Act of 2005): second Sunday of March, first Sunday of November, 02:00 local.
    expect(ny).toMatch(/BEGIN:DAYLIGHT\nDTSTART:\d{8}T020000\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0400/);
    expect(ny).toMatch(/BEGIN:STANDARD\nDTSTART:\d{8}T020000\nRRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500/);
    const paris = buildVTimezone('Europe/Paris', Date.UTC(2026, 6, 1)).join('\n');
    // EU: last Sunday of March 01:00 UTC (02:00 local), last Sunday of October 01:00 UTC (03:00 local).
    expect(paris).toMatch(/DTSTART:\d{8}T020000\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\nTZOFFSETFROM:\+0100\nTZOFFSETTO:\+0200/);
    expect(paris).toMatch(/DTSTART:\d{8}T030000\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\nTZOFFSETFROM:\+0200\nTZOFFSETTO:\+0100/);
    // Tokyo has no daylight saving time: one STANDARD observance at +09:00.
    expect(buildVTimezone('Asia/Tokyo', Date.UTC(2026, 0, 1)).join('\n')).toContain('TZOFFSETFROM:+0900\nTZOFFSETTO:+0900');
    expect(zoneTransitions('Europe/Paris', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)).map((t) => new Date(t.at).toISOString())).toEqual(['2026-03-29T01:00:00.000Z', '2026-10-25T01:00:00.000Z']);
  });

  it('a recurring event in a zone keeps its wall time across the change, expanded by ical.js (§3.3.10)', () => {
    const ics = make([{ start: '2026-10-19T09:00', end: '2026-10-19T10:00', timeZone: 'Europe/Paris', freq: 'WEEKLY', ends: 'count', count: 3, byDay: ['MO'] }]);
    expect(ics).toContain('RRULE:FREQ=WEEKLY;COUNT=3;BYDAY=MO\r\n');
    const ev = new ICAL.Event(parse(ics).getFirstSubcomponent('vevent')!);
    const it = ev.iterator();
    const times = [it.next(), it.next(), it.next(), it.next()].map((t) => t?.toJSDate().toISOString() ?? null);
    // 09:00 Paris is 07:00 UTC before 25 October 2026, 08:00 UTC after.
    expect(times).toEqual(['2026-10-19T07:00:00.000Z', '2026-10-26T08:00:00.000Z', '2026-11-02T08:00:00.000Z', null]);
  });

  it('writes UNTIL in UTC for zoned events and as a DATE for all-day ones (§3.3.10)', () => {
    const zoned = make([{ start: '2026-12-01T09:00', end: '2026-12-01T10:00', timeZone: 'America/New_York', freq: 'DAILY', interval: 2, ends: 'until', until: '2026-12-10' }]);
    expect(zoned).toContain('RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20261211T045959Z\r\n'); // 23:59:59 EST = 04:59:59Z next day
    const allDay = make([{ start: '2026-12-25', end: '2026-12-26', allDay: true, freq: 'YEARLY', ends: 'until', until: '2030-12-25' }]);
    expect(allDay).toContain('DTSTART;VALUE=DATE:20261225\r\n');
    expect(allDay).toContain('DTEND;VALUE=DATE:20261227\r\n'); // DTEND is the day after the last (non-inclusive, §3.6.1)
    expect(allDay).toContain('RRULE:FREQ=YEARLY;UNTIL=20301225\r\n');
    const ev = new ICAL.Event(parse(allDay).getFirstSubcomponent('vevent')!);
    expect(ev.startDate.isDate).toBe(true);
    const floating = make([{ start: '2026-12-01T09:00', end: '', timeZone: 'floating', freq: 'DAILY', ends: 'until', until: '2026-12-05' }]);
    expect(floating).toContain('DTSTART:20261201T090000\r\nDTEND:20261201T100000\r\n');
    expect(floating).toContain('RRULE:FREQ=DAILY;UNTIL=20261205T235959\r\n');
  });

  it('adds a VALARM with ACTION, TRIGGER and DESCRIPTION (§3.6.6)', () => {
    const ics = make([{ summary: 'Dentist', alarmMinutes: 90, start: '2026-12-01T09:00', end: '2026-12-01T10:00' }]);
    const alarm = parse(ics).getFirstSubcomponent('vevent')!.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm.getFirstPropertyValue('description')).toBe('Dentist');
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('-PT1H30M');
    expect(make([{ alarmMinutes: 1440 }])).toContain('TRIGGER:-P1D\r\n');
  });

  it('says which event and field is wrong', () => {
    const err = (events: Partial<IcsEventInput>[]) => {
      try {
        make(events);
      } catch (e) {
        expect(e).toBeInstanceOf(ToolInputError);
        return (e as Error).message;
      }
      throw new Error('no error');
    };
    expect(err([{ start: '2026-12-01T10:00', end: '2026-12-01T09:00' }])).toBe('The end is before the start.');
    expect(err([{}, { uid: 'b', start: 'tomorrow' }])).toMatch(/^Event 2: "tomorrow" is not a date and time/);
    expect(err([{ timeZone: 'Mars/Olympus' }])).toMatch(/^Unknown time zone "Mars\/Olympus"/);
    expect(err([{ url: 'example.com' }])).toMatch(/not an absolute URL/);
    expect(err([{ uid: '' }])).toMatch(/UID is empty/);
    expect(err([{}, {}])).toMatch(/^Event 2: This UID is used by another event/);
  });

  it('names the file after the first summary', () => {
    expect(icsFileName('Réunion d’équipe: Q4!')).toBe('reunion-d-equipe-q4.ics');
    expect(icsFileName('***')).toBe('event.ics');
  });
});

describe('contract', () => {
  it('has examples that are valid states, and each makes a calendar', () => {
    expectExamplesMatchState(icalGeneratorTool, icalGeneratorState);
    for (const ex of icalGeneratorTool.examples ?? []) {
      const state = icalGeneratorState.schema.parse(ex.state);
      expect(() => parse(generateIcs({ ...state, dtstamp: DTSTAMP }))).not.toThrow();
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => make([{ start: s }]));
    fuzzToolFunction((s: string) => make([{ summary: s, description: s, location: s, uid: s || 'x' }]));
    fuzzToolFunction((s: string) => make([{ timeZone: s }]));
    fuzzToolFunction((s: string) => make([{ start: '2026-01-01', allDay: true, end: s, until: s, ends: 'until', freq: 'DAILY' }]));
    fuzzToolFunction((s: string) => make([{ url: s }]));
  });
});
