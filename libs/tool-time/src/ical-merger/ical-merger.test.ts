import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { mergeIcs, type IcsMergeOptions } from './ical-merger.js';
import { icalMergerTool } from './meta.js';
import { icalMergerState } from './state.js';

const OPTIONS: IcsMergeOptions = { duplicates: 'latest', name: '', description: '', regenerateUids: false };
const cal = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
const vevent = (uid: string, extra: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, ...extra, 'END:VEVENT'];
const events = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
const examples = icalMergerTool.examples!;
const example = (i: number) => (examples[i]!.state as { calendars: { name: string; text: string }[] }).calendars;

describe('mergeIcs', () => {
  it('merges the two RFC 5545 §4 examples into one valid calendar (the sharevb/it-tools test inputs)', () => {
    const { ics, report } = mergeIcs(example(0), { ...OPTIONS, name: 'Merged', description: 'Both' });
    const cal = new ICAL.Component(ICAL.parse(ics));
    expect(cal.getFirstPropertyValue('prodid')).toBe('-//Handy Tools//iCalendar merger//EN');
    expect(cal.getFirstPropertyValue('version')).toBe('2.0'); // it-tools wrote VERSION:1.0, which RFC 5545 §3.7.4 does not allow
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Merged');
    expect(cal.getFirstPropertyValue('x-wr-caldesc')).toBe('Both');
    const evs = events(ics);
    expect(evs.map((e) => e.uid)).toEqual(['uid1@example.com', 'uid3@example.com']);
    expect(evs[0]!.description).toBe('Networld+Interop Conference and Exhibit\nAtlanta World Congress Center\nAtlanta, Georgia');
    expect(evs[1]!.component.getFirstPropertyValue('attach')).toBe('ftp://example.com/pub/conf/bkgrnd.ps');
    // Only the second input has a METHOD: it is kept (RFC 5545 §3.7.2).
    expect(report.method).toBe('XYZ');
    expect(report.inputs.map((i) => [i.name, i.events])).toEqual([['conference.ics', 1], ['meeting.ics', 1]]);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75); // §3.1
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('keeps the latest revision of a UID: SEQUENCE first (§3.8.7.4), then DTSTAMP (§3.8.7.2)', () => {
    const { ics, report } = mergeIcs(example(1), OPTIONS);
    expect(events(ics).map((e) => e.summary)).toEqual(['Design review (moved)', 'Retrospective']);
    expect(report.duplicates).toEqual([{ uid: 'review@example.com', recurrenceId: null, foundIn: ['old.ics', 'new.ics'], kept: 'new.ics' }]);
    // Same SEQUENCE: the later DTSTAMP wins, whichever file comes first.
    const later = cal(...vevent('x', ['DTSTAMP:20260102T000000Z', 'DTSTART:20260110T100000Z', 'SUMMARY:later']));
    const earlier = cal(...vevent('x', ['DTSTAMP:20260101T000000Z', 'DTSTART:20260110T100000Z', 'SUMMARY:earlier']));
    expect(events(mergeIcs([{ name: 'a', text: later }, { name: 'b', text: earlier }], OPTIONS).ics).map((e) => e.summary)).toEqual(['later']);
  });

  it('keeps every copy when asked, and tells overridden instances apart by RECURRENCE-ID (§3.8.4.4)', () => {
    const all = mergeIcs(example(1), { ...OPTIONS, duplicates: 'all' });
    expect(events(all.ics)).toHaveLength(3);
    expect(all.report.duplicates[0]!.kept).toBeNull();
    const series = cal(...vevent('s', ['DTSTAMP:20260101T000000Z', 'DTSTART:20260105T100000Z', 'RRULE:FREQ=DAILY;COUNT=3', 'SUMMARY:series']), ...vevent('s', ['DTSTAMP:20260101T000000Z', 'RECURRENCE-ID:20260106T100000Z', 'DTSTART:20260106T150000Z', 'SUMMARY:moved']));
    const merged = mergeIcs([{ name: 'a', text: series }], OPTIONS);
    expect(events(merged.ics).map((e) => e.summary)).toEqual(['series', 'moved']);
    expect(merged.report.duplicates).toEqual([]);
  });

  it('keeps one VTIMEZONE per TZID (§3.6.5) and says when definitions differ', () => {
    const tz = (offset: string) => ['BEGIN:VTIMEZONE', 'TZID:Custom/Zone', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, 'END:STANDARD', 'END:VTIMEZONE'];
    const a = cal(...tz('+0100'), ...vevent('a', ['DTSTAMP:20260101T000000Z', 'DTSTART;TZID=Custom/Zone:20260110T100000']));
    const b = cal(...tz('+0100'), ...vevent('b', ['DTSTAMP:20260101T000000Z', 'DTSTART;TZID=Custom/Zone:20260111T100000']));
    const c = cal(...tz('+0200'), ...vevent('c', ['DTSTAMP:20260101T000000Z', 'DTSTART;TZID=Custom/Zone:20260112T100000']));
    const same = mergeIcs([{ name: 'a', text: a }, { name: 'b', text: b }], OPTIONS);
    expect(new ICAL.Component(ICAL.parse(same.ics)).getAllSubcomponents('vtimezone')).toHaveLength(1);
    expect(same.report.timezones).toEqual([{ tzid: 'Custom/Zone', copies: 2, identical: true }]);
    // The kept definition places the events: 10:00 at +01:00 is 09:00 UTC.
    expect(events(same.ics)[0]!.startDate.toJSDate().toISOString()).toBe('2026-01-10T09:00:00.000Z');
    expect(mergeIcs([{ name: 'a', text: a }, { name: 'c', text: c }], OPTIONS).report.timezones).toEqual([{ tzid: 'Custom/Zone', copies: 2, identical: false }]);
  });

  it('gives new UIDs, the same within one input (a series and its instances stay together)', () => {
    let n = 0;
    const series = cal(...vevent('s', ['DTSTAMP:20260101T000000Z', 'DTSTART:20260105T100000Z', 'RRULE:FREQ=DAILY;COUNT=3']), ...vevent('s', ['DTSTAMP:20260101T000000Z', 'RECURRENCE-ID:20260106T100000Z', 'DTSTART:20260106T150000Z']));
    const { ics } = mergeIcs([{ name: 'a', text: series }, { name: 'b', text: series }], { ...OPTIONS, duplicates: 'all', regenerateUids: true, newUid: () => `new-${++n}` });
    expect(events(ics).map((e) => e.uid)).toEqual(['new-1', 'new-1', 'new-2', 'new-2']);
  });

  it('names the input at fault', () => {
    expect(expectToolInputError(() => mergeIcs([{ name: 'a.ics', text: 'BEGIN:VCALENDAR\nX' }], OPTIONS)).message).toMatch(/^a\.ics: /);
    expect(expectToolInputError(() => mergeIcs([{ name: 'a', text: ' ' }], OPTIONS)).message).toMatch(/Add at least one calendar/);
  });
});

describe('contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(icalMergerTool, icalMergerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => mergeIcs([{ name: 'x', text: s }], OPTIONS));
    fuzzToolFunction((s: string) => mergeIcs([{ name: 'x', text: cal(...vevent(s || 'u', [`DTSTAMP:${s}`, `SEQUENCE:${s}`])) }, { name: 'y', text: cal(...vevent(s || 'u', [])) }], OPTIONS));
  });
});
