import ICAL from 'ical.js';
import { ToolInputError } from '@handy-tools/ui/kit';
import { unfoldIcsLines } from '../ical-generator/ics-text.js';
import { isValidTimeZone } from '../time-zones/time-zones.js';
import { zonedTimeToEpoch } from '../time-zones/wall-time.js';

/**
 * iCalendar parser: the logic. Reads an iCalendar stream (RFC 5545) with ical.js and lists its
 * events (VEVENT, §3.6.1), each recurrence (RRULE §3.8.5.3, RDATE §3.8.5.2, EXDATE §3.8.5.1,
 * overridden instances by RECURRENCE-ID §3.8.4.4) expanded within a range.
 */

/** A date or date-time of an event as the file gives it, and the instant it stands for. */
export interface IcsTime {
  /** Wall-clock text as written in the file: `2026-12-03 14:30` (seconds when not zero), `2026-12-25` for a DATE. */
  local: string;
  /** Its zone: `UTC`, the TZID (`Europe/Paris`), `floating` (no zone, §3.3.5 form #1) or `date` (a DATE value, §3.3.4). */
  zone: string;
  /** The instant, ms since the epoch; for floating times and DATEs, the wall time read as UTC (they have no instant of their own). */
  epochMs: number;
  /** Whether `epochMs` is a real instant (false for floating times and DATEs). */
  exact: boolean;
}

/** An attendee (ATTENDEE, §3.8.4.1). */
export interface IcsAttendee {
  /** CN parameter (§3.2.2), or empty. */
  name: string;
  /** The calendar address without `mailto:` (§3.3.3). */
  address: string;
  /** ROLE (§3.2.16), e.g. `REQ-PARTICIPANT`; empty when not given. */
  role: string;
  /** PARTSTAT (§3.2.12), e.g. `ACCEPTED`; empty when not given. */
  partstat: string;
}

/** One occurrence of an event. */
export interface IcsOccurrence {
  uid: string;
  summary: string;
  location: string;
  description: string;
  /** ORGANIZER (§3.8.4.3): `Name <address>` or the address. */
  organizer: string;
  attendees: IcsAttendee[];
  start: IcsTime;
  /** DTEND, or DTSTART + DURATION (§3.8.2.5); null when the event has neither. */
  end: IcsTime | null;
  allDay: boolean;
  /** Whether the event repeats (RRULE or RDATE). */
  recurring: boolean;
  /** For a repeated event, the RECURRENCE-ID of this instance (its original start, in the file's form); else null. */
  recurrenceId: string | null;
  /** STATUS (§3.8.1.11), e.g. `CONFIRMED`, `CANCELLED`; empty when not given. */
  status: string;
}

/** What {@link parseIcs} found. */
export interface IcsParseResult {
  /** PRODID, VERSION, METHOD and the calendar name (X-WR-CALNAME), empty when absent. */
  calendar: { prodId: string; version: string; method: string; name: string };
  /** Occurrences in the range, sorted by start. */
  occurrences: IcsOccurrence[];
  /** VEVENTs in the file (masters and overridden instances). */
  eventCount: number;
  /** TZIDs the file uses without a VTIMEZONE (read with the platform's zone data when it knows them). */
  missingZones: string[];
  /** Whether some recurrences were cut at `maxOccurrences`. */
  truncated: boolean;
}

/** Options of {@link parseIcs}. */
export interface IcsParseOptions {
  /** Keep occurrences that end at or after this instant (ms since the epoch); null: no lower bound. */
  from?: number | null;
  /** Keep occurrences that start before this instant (ms since the epoch); null: no upper bound. */
  to?: number | null;
  /** At most this many occurrences per event (default 500), so an endless rule ends. */
  maxOccurrences?: number;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Where a parse error is: the line of the text that ical.js quotes at the end of its message. */
function locate(text: string, message: string): number | undefined {
  const hit = unfoldIcsLines(text).find((l) => l.line !== '' && (message.endsWith(`"${l.line}"`) || message.endsWith(`'${l.line}'`)));
  return hit?.lineNumber;
}

/**
 * Checks the component structure line by line (BEGIN/END pairs, §3.4 and §3.6), so an error can
 * name its line; ical.js only says a component "did not end".
 */
function checkStructure(text: string): void {
  const stack: { name: string; line: number }[] = [];
  let sawCalendar = false;
  for (const { line, lineNumber } of unfoldIcsLines(text)) {
    if (line.trim() === '') continue;
    const m = /^(BEGIN|END):(.*)$/i.exec(line);
    if (m === null) {
      if (stack.length === 0) throw new ToolInputError(`Line ${lineNumber}: content outside BEGIN:VCALENDAR … END:VCALENDAR (RFC 5545 §3.4): "${line.slice(0, 60)}".`, { line: lineNumber });
      continue;
    }
    const name = m[2]!.trim().toUpperCase();
    if (m[1]!.toUpperCase() === 'BEGIN') {
      if (stack.length === 0 && name !== 'VCALENDAR') throw new ToolInputError(`Line ${lineNumber}: the file must start with BEGIN:VCALENDAR (RFC 5545 §3.4), not BEGIN:${name.slice(0, 40)}.`, { line: lineNumber });
      if (name === 'VCALENDAR') sawCalendar = true;
      stack.push({ name, line: lineNumber });
    } else {
      const open = stack.pop();
      if (open === undefined) throw new ToolInputError(`Line ${lineNumber}: END:${name.slice(0, 40)} closes nothing.`, { line: lineNumber });
      if (open.name !== name) throw new ToolInputError(`Line ${lineNumber}: END:${name.slice(0, 40)} does not match BEGIN:${open.name.slice(0, 40)} on line ${open.line}.`, { line: lineNumber });
    }
  }
  if (stack.length > 0) {
    const open = stack.at(-1)!;
    throw new ToolInputError(`BEGIN:${open.name.slice(0, 40)} on line ${open.line} has no END:${open.name.slice(0, 40)}.`, { line: open.line });
  }
  if (!sawCalendar) throw new ToolInputError('This is not an iCalendar file: it has no BEGIN:VCALENDAR line (RFC 5545 §3.4).');
}

/**
 * Parses iCalendar text into ical.js components, with errors that say what and where.
 *
 * @param text - the .ics text.
 * @returns the VCALENDAR components (a file may hold several, §3.4).
 * @throws ToolInputError naming the line for a structure or syntax error.
 */
export function readIcsComponents(text: string): ICAL.Component[] {
  if (text.trim() === '') throw new ToolInputError('Paste iCalendar text or open an .ics file.');
  checkStructure(text);
  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const line = locate(text, message);
    throw new ToolInputError(`${line === undefined ? '' : `Line ${line}: `}${message.replace(/^invalid line \(no token ";" or ":"\)/, 'a line without ":" between the name and the value (RFC 5545 §3.1)').slice(0, 300)}`, { line, cause: e });
  }
  const list = (Array.isArray(jcal) && typeof jcal[0] === 'string' ? [jcal] : (jcal as unknown[])) as unknown[];
  return list.map((j) => new ICAL.Component(j as unknown[]));
}

/** The TZID parameter of a property, if any. */
function tzidOf(prop: ICAL.Property | null): string | null {
  const v = prop?.getParameter('tzid');
  return typeof v === 'string' ? v : null;
}

function timeInfo(time: ICAL.Time, tzid: string | null, missing: Set<string>): IcsTime {
  const wall = { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second, millisecond: 0 };
  const wallUtc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const date = `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return { local: date, zone: 'date', epochMs: wallUtc, exact: false };
  const local = `${date} ${pad(time.hour)}:${pad(time.minute)}${time.second ? ':' + pad(time.second) : ''}`;
  const zoneId = time.zone?.tzid ?? 'floating';
  if (zoneId === 'UTC' || zoneId === 'Z') return { local, zone: 'UTC', epochMs: wallUtc, exact: true };
  if (zoneId !== 'floating') return { local, zone: zoneId, epochMs: time.toUnixTime() * 1000, exact: true };
  if (tzid !== null) {
    // A TZID with no VTIMEZONE (RFC 5545 §3.2.19 requires one; many files omit it): the platform's zone data.
    missing.add(tzid);
    if (isValidTimeZone(tzid)) return { local, zone: tzid, epochMs: zonedTimeToEpoch(wall, tzid), exact: true };
    return { local, zone: tzid, epochMs: wallUtc, exact: false };
  }
  return { local, zone: 'floating', epochMs: wallUtc, exact: false };
}

function propText(comp: ICAL.Component, name: string): string {
  const v = comp.getFirstPropertyValue(name);
  return v === null || v === undefined ? '' : String(v);
}

function address(value: unknown): string {
  return String(value ?? '').replace(/^mailto:/i, '');
}

function details(event: ICAL.Event) {
  const comp = event.component;
  const organizerProp = comp.getFirstProperty('organizer');
  const organizerName = organizerProp?.getParameter('cn');
  const organizerAddress = organizerProp ? address(organizerProp.getFirstValue()) : '';
  return {
    uid: propText(comp, 'uid'),
    summary: propText(comp, 'summary'),
    location: propText(comp, 'location'),
    description: propText(comp, 'description'),
    status: propText(comp, 'status'),
    organizer: organizerProp ? (typeof organizerName === 'string' && organizerName ? `${organizerName} <${organizerAddress}>` : organizerAddress) : '',
    attendees: comp.getAllProperties('attendee').map((p) => {
      const param = (n: string) => {
        const v = p.getParameter(n);
        return typeof v === 'string' ? v : '';
      };
      return { name: param('cn'), address: address(p.getFirstValue()), role: param('role'), partstat: param('partstat') };
    }),
  };
}

/**
 * Lists the events of an iCalendar stream, recurrences expanded (RFC 5545 §3.8.5: RRULE, RDATE,
 * EXDATE; instances overridden by a VEVENT with the same UID and a RECURRENCE-ID replace theirs),
 * with their times in their own zone (VTIMEZONE definitions of the file, §3.6.5; for a TZID the
 * file does not define, the platform's IANA data when it knows the name).
 *
 * @param text - the .ics text.
 * @param options - the range and the cap on occurrences per event ({@link IcsParseOptions}).
 * @returns {@link IcsParseResult}.
 * @throws ToolInputError for text that is not iCalendar, naming the line when known.
 */
export function parseIcs(text: string, options: IcsParseOptions = {}): IcsParseResult {
  const calendars = readIcsComponents(text);
  const max = Math.max(1, Math.min(options.maxOccurrences ?? 500, 100_000));
  const from = options.from ?? null;
  const to = options.to ?? null;
  const missing = new Set<string>();
  const occurrences: IcsOccurrence[] = [];
  let eventCount = 0;
  let truncated = false;
  const first = calendars[0]!;
  try {
    for (const cal of calendars) {
      const vevents = cal.getAllSubcomponents('vevent');
      eventCount += vevents.length;
      const masters = new Map<string, ICAL.Event>();
      const exceptions: ICAL.Event[] = [];
      const singles: ICAL.Event[] = [];
      for (const v of vevents) {
        const ev = new ICAL.Event(v);
        if (v.hasProperty('recurrence-id')) exceptions.push(ev);
        else if (ev.uid && !masters.has(ev.uid)) masters.set(ev.uid, ev);
        else singles.push(ev);
      }
      const orphans: ICAL.Event[] = [];
      for (const ex of exceptions) {
        const master = masters.get(ex.uid);
        if (master && master.isRecurring()) master.relateException(ex);
        else orphans.push(ex);
      }
      const add = (ev: ICAL.Event, master: ICAL.Event, start: ICAL.Time, end: ICAL.Time | null, recurrenceId: ICAL.Time | null) => {
        const startTz = tzidOf(ev.component.getFirstProperty('dtstart'));
        const endTz = tzidOf(ev.component.getFirstProperty('dtend')) ?? startTz;
        const s = timeInfo(start, startTz, missing);
        const e = end ? timeInfo(end, endTz, missing) : null;
        if (from !== null && (e?.epochMs ?? s.epochMs) < from) return;
        if (to !== null && s.epochMs >= to) return;
        occurrences.push({ ...details(ev), start: s, end: e, allDay: start.isDate, recurring: master.isRecurring(), recurrenceId: recurrenceId ? recurrenceId.toString() : null });
      };
      for (const ev of [...masters.values(), ...singles, ...orphans]) {
        if (!ev.component.hasProperty('dtstart')) continue; // a VEVENT without DTSTART (allowed with METHOD) has no time to list
        const hasEnd = ev.component.hasProperty('dtend') || ev.component.hasProperty('duration');
        if (!ev.isRecurring() || ev.component.hasProperty('recurrence-id')) {
          add(ev, ev, ev.startDate, hasEnd ? ev.endDate : null, ev.component.hasProperty('recurrence-id') ? ev.recurrenceId : null);
          continue;
        }
        const it = ev.iterator();
        let n = 0;
        for (let next = it.next(); next; next = it.next()) {
          const startInfo = timeInfo(next, tzidOf(ev.component.getFirstProperty('dtstart')), missing);
          if (to !== null && startInfo.epochMs >= to) break;
          if (n >= max) {
            truncated = true;
            break;
          }
          n++;
          const d = ev.getOccurrenceDetails(next);
          add(d.item, ev, d.startDate, hasEnd || d.item !== ev ? d.endDate : null, next);
        }
      }
    }
  } catch (e) {
    if (e instanceof ToolInputError) throw e;
    // ical.js reads values lazily: a bad date or rule surfaces here.
    const message = e instanceof Error ? e.message : String(e);
    throw new ToolInputError(`A value could not be read: ${message.slice(0, 300)}`, { cause: e });
  }
  occurrences.sort((a, b) => a.start.epochMs - b.start.epochMs);
  return {
    calendar: { prodId: propText(first, 'prodid'), version: propText(first, 'version'), method: propText(first, 'method'), name: propText(first, 'x-wr-calname') },
    occurrences,
    eventCount,
    missingZones: [...missing].sort(),
    truncated,
  };
}

/**
 * The occurrences as tab-separated values (one header line; fields with tabs or line breaks have
 * them replaced by spaces), to paste into a spreadsheet.
 *
 * @param occurrences - from {@link parseIcs}.
 * @returns the TSV text.
 */
export function icsOccurrencesTsv(occurrences: readonly IcsOccurrence[]): string {
  const clean = (s: string) => s.replace(/[\t\r\n]+/g, ' ');
  const rows = occurrences.map((o) =>
    [o.summary, o.start.local, o.start.zone, o.end?.local ?? '', o.end?.zone ?? '', o.location, o.organizer, o.attendees.map((a) => (a.name ? `${a.name} <${a.address}>` : a.address)).join(', '), o.status, o.uid, o.description].map(clean).join('\t'),
  );
  return ['Summary\tStart\tStart zone\tEnd\tEnd zone\tLocation\tOrganizer\tAttendees\tStatus\tUID\tDescription', ...rows].join('\n');
}
