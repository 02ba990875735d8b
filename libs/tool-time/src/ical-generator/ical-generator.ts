import { ToolInputError } from '@handy-tools/ui/kit';
import { checkTimeZone } from '../time-zones/time-zones.js';
import { parseWallTime, wallTimeAsUtc, wallTimeInZone, zonedTimeToEpoch, type WallTime } from '../time-zones/wall-time.js';
import { escapeIcsText, joinIcsLines } from './ics-text.js';
import { buildVTimezone, formatLocalDateTime } from './vtimezone.js';

/**
 * iCalendar generator: the logic. Builds an RFC 5545 iCalendar stream (§3.4) with one or more
 * VEVENTs (§3.6.1) from form values.
 */

/** Recurrence frequencies offered (RFC 5545 §3.3.10 FREQ); `none` for a single event. */
export const ICS_FREQUENCIES = ['none', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
/** A recurrence frequency. */
export type IcsFrequency = (typeof ICS_FREQUENCIES)[number];
/** Weekdays as RFC 5545 §3.3.10 writes them (BYDAY), Monday first. */
export const ICS_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
/** A weekday code. */
export type IcsWeekday = (typeof ICS_WEEKDAYS)[number];

/** One event of the form. */
export interface IcsEventInput {
  /** SUMMARY (§3.8.1.12). */
  summary: string;
  /** LOCATION (§3.8.1.7). */
  location: string;
  /** DESCRIPTION (§3.8.1.5); line breaks allowed. */
  description: string;
  /** URL (§3.8.4.6), an absolute URI; empty for none. */
  url: string;
  /** Start: `YYYY-MM-DDTHH:mm[:ss]`, or `YYYY-MM-DD` for an all-day event. */
  start: string;
  /** End, same form; empty: one hour after the start (one day for an all-day event). For all-day events the last day, inclusive. */
  end: string;
  /** A DATE event (§3.3.4) rather than DATE-TIME. */
  allDay: boolean;
  /** `UTC` (times written with `Z`, §3.3.5 form #2), `floating` (local time with no zone, form #1) or an IANA zone (TZID, form #3). */
  timeZone: string;
  /** UID (§3.8.4.7); must be unique. */
  uid: string;
  /** Recurrence (RRULE, §3.3.10 / §3.8.5.3). */
  freq: IcsFrequency;
  /** INTERVAL, ≥ 1. */
  interval: number;
  /** How the recurrence ends: never, after `count` occurrences, or on the `until` date (inclusive). */
  ends: 'never' | 'count' | 'until';
  /** COUNT, ≥ 1. */
  count: number;
  /** Last day of the recurrence, `YYYY-MM-DD` (inclusive). */
  until: string;
  /** BYDAY weekdays. */
  byDay: IcsWeekday[];
  /** Alarm: minutes before the start (VALARM with TRIGGER, §3.6.6 / §3.8.6.3), or null for none. */
  alarmMinutes: number | null;
}

/** The calendar to build. */
export interface IcsCalendarInput {
  events: IcsEventInput[];
  /** METHOD (§3.7.2, RFC 5546): empty for none (a plain publication), `PUBLISH` or `REQUEST` (invitations in Outlook). */
  method: '' | 'PUBLISH' | 'REQUEST';
  /** Calendar name (`X-WR-CALNAME`, the de-facto name property read by Apple, Google and Outlook); empty for none. */
  name: string;
  /** DTSTAMP of every event (§3.8.7.2): when the file is made, ms since the epoch. */
  dtstamp: number;
}

/** ICS_PRODID of the files we make (§3.7.3). */
export const ICS_PRODID = '-//Handy Tools//iCalendar generator//EN';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** `20261128T143000Z`: an instant as an RFC 5545 §3.3.5 UTC DATE-TIME (form #2). */
export function formatIcsUtcDateTime(epochMs: number): string {
  const d = new Date(epochMs);
  if (Number.isNaN(d.getTime())) throw new ToolInputError('The time is out of range.');
  const y = d.getUTCFullYear();
  if (y < 0 || y > 9999) throw new ToolInputError('iCalendar dates have four-digit years (0000–9999).');
  return `${pad(y, 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

function formatDate(w: Pick<WallTime, 'year' | 'month' | 'day'>): string {
  return `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}`;
}

function addDays(w: WallTime, days: number): WallTime {
  const d = new Date(wallTimeAsUtc(w) + days * 86_400_000);
  return { ...w, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function fieldError(index: number, total: number, message: string): ToolInputError {
  return new ToolInputError(total > 1 ? `Event ${index + 1}: ${message}` : message);
}

function checkYear(w: WallTime, what: string) {
  if (w.year < 0 || w.year > 9999) throw new ToolInputError(`The ${what} must have a four-digit year (0000–9999).`);
}

/** Whether a string is an absolute URI (RFC 3986 §4.3): a scheme, a colon, then no spaces. */
function isAbsoluteUri(url: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$/.test(url);
}

/**
 * The content lines of one VEVENT, plus the zone it needs defined (if any).
 *
 * @throws ToolInputError for a bad date, an end before the start, an unknown zone, a bad URL or recurrence value.
 */
function eventLines(e: IcsEventInput, index: number, total: number, dtstamp: number): { lines: string[]; zone: { tzid: string; at: number } | null } {
  const err = (m: string) => fieldError(index, total, m);
  const wrap = <T>(fn: () => T): T => {
    try {
      return fn();
    } catch (x) {
      if (x instanceof ToolInputError) throw err(x.message);
      throw x;
    }
  };
  if (e.uid.trim() === '') throw err('The UID is empty: every event needs a unique identifier (RFC 5545 §3.8.4.7).');
  if (/[\r\n]/.test(e.uid)) throw err('The UID must be one line.');
  const lines = ['BEGIN:VEVENT', `UID:${escapeIcsText(e.uid.trim())}`, `DTSTAMP:${formatIcsUtcDateTime(dtstamp)}`];
  let zone: { tzid: string; at: number } | null = null;
  let untilValue = '';
  const startWall = wrap(() => parseWallTime(e.start));
  checkYear(startWall, 'start');
  if (e.allDay) {
    const endWall = e.end.trim() === '' ? startWall : wrap(() => parseWallTime(e.end));
    checkYear(endWall, 'end');
    if (formatDate(endWall) < formatDate(startWall)) throw err('The last day is before the first day.');
    // DTEND of a DATE event is exclusive (§3.6.1: "the non-inclusive end"): the day after the last day.
    lines.push(`DTSTART;VALUE=DATE:${formatDate(startWall)}`, `DTEND;VALUE=DATE:${formatDate(addDays(endWall, 1))}`);
    if (e.ends === 'until') {
      const u = wrap(() => parseWallTime(e.until));
      untilValue = formatDate(u);
      if (untilValue < formatDate(startWall)) throw err('The recurrence ends before the event starts.');
    }
  } else {
    const endWall = e.end.trim() === '' ? null : wrap(() => parseWallTime(e.end));
    if (endWall) checkYear(endWall, 'end');
    const untilWall = e.ends === 'until' ? wrap(() => parseWallTime(e.until)) : null;
    // An UNTIL date means "through that day": 23:59:59 of it.
    const untilEnd = untilWall ? { ...untilWall, hour: 23, minute: 59, second: 59, millisecond: 0 } : null;
    if (e.timeZone === 'floating') {
      const endW = endWall ?? new Date(wallTimeAsUtc(startWall) + 3_600_000);
      const endLocal = endW instanceof Date ? { year: endW.getUTCFullYear(), month: endW.getUTCMonth() + 1, day: endW.getUTCDate(), hour: endW.getUTCHours(), minute: endW.getUTCMinutes(), second: endW.getUTCSeconds(), millisecond: 0 } : endW;
      if (wallTimeAsUtc(endLocal) < wallTimeAsUtc(startWall)) throw err('The end is before the start.');
      lines.push(`DTSTART:${formatLocalDateTime(startWall)}`, `DTEND:${formatLocalDateTime(endLocal)}`);
      if (untilEnd) untilValue = formatLocalDateTime(untilEnd);
    } else {
      const tz = e.timeZone;
      wrap(() => checkTimeZone(tz));
      const startMs = zonedTimeToEpoch(startWall, tz);
      const endMs = endWall ? zonedTimeToEpoch(endWall, tz) : startMs + 3_600_000;
      if (endMs < startMs) throw err('The end is before the start.');
      if (tz === 'UTC') {
        lines.push(`DTSTART:${formatIcsUtcDateTime(startMs)}`, `DTEND:${formatIcsUtcDateTime(endMs)}`);
      } else {
        zone = { tzid: tz, at: startMs };
        const endLocal = wallTimeInZone(endMs, tz);
        // The wall time as the zone shows it (a time in a gap is moved after it, §3.3.5).
        lines.push(`DTSTART;TZID=${tz}:${formatLocalDateTime(wallTimeInZone(startMs, tz))}`, `DTEND;TZID=${tz}:${formatLocalDateTime(endLocal)}`);
      }
      // UNTIL must be UTC when DTSTART has a zone or is UTC (§3.3.10).
      if (untilEnd) {
        const untilMs = zonedTimeToEpoch(untilEnd, tz);
        if (untilMs < startMs) throw err('The recurrence ends before the event starts.');
        untilValue = formatIcsUtcDateTime(untilMs);
      }
    }
  }
  if (e.summary !== '') lines.push(`SUMMARY:${escapeIcsText(e.summary)}`);
  if (e.location !== '') lines.push(`LOCATION:${escapeIcsText(e.location)}`);
  if (e.description !== '') lines.push(`DESCRIPTION:${escapeIcsText(e.description)}`);
  if (e.url.trim() !== '') {
    if (!isAbsoluteUri(e.url.trim())) throw err(`"${e.url.trim().slice(0, 60)}" is not an absolute URL: start it with a scheme such as https://.`);
    lines.push(`URL:${e.url.trim()}`);
  }
  if (e.freq !== 'none') {
    if (!Number.isInteger(e.interval) || e.interval < 1) throw err('The interval must be a whole number of 1 or more.');
    const parts = [`FREQ=${e.freq}`];
    if (e.interval !== 1) parts.push(`INTERVAL=${e.interval}`);
    if (e.ends === 'count') {
      if (!Number.isInteger(e.count) || e.count < 1) throw err('The number of occurrences must be a whole number of 1 or more.');
      parts.push(`COUNT=${e.count}`);
    } else if (e.ends === 'until') {
      parts.push(`UNTIL=${untilValue}`);
    }
    const days = ICS_WEEKDAYS.filter((d) => e.byDay.includes(d));
    if (days.length > 0) parts.push(`BYDAY=${days.join(',')}`);
    lines.push(`RRULE:${parts.join(';')}`);
  }
  if (e.alarmMinutes !== null) {
    if (!Number.isInteger(e.alarmMinutes) || e.alarmMinutes < 0 || e.alarmMinutes > 60 * 24 * 366) throw err('The reminder must be 0 to 527,040 minutes (a year) before the start.');
    const m = e.alarmMinutes;
    // dur-value (§3.3.6): days, then hours and minutes after T.
    const days = Math.floor(m / 1440);
    const hours = Math.floor((m % 1440) / 60);
    const minutes = m % 60;
    const time = (hours ? `${hours}H` : '') + (minutes ? `${minutes}M` : '');
    const trigger = m === 0 ? 'PT0S' : `-P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
    lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeIcsText(e.summary || 'Reminder')}`, `TRIGGER:${trigger}`, 'END:VALARM');
  }
  lines.push('END:VEVENT');
  return { lines, zone };
}

/**
 * Builds an iCalendar stream (RFC 5545 §3.4): VCALENDAR with ICS_PRODID (§3.7.3) and VERSION:2.0
 * (§3.7.4), the optional METHOD and calendar name, one VTIMEZONE per zone used (§3.6.5, built from
 * the platform's zone data by {@link buildVTimezone}), and one VEVENT per event (§3.6.1) with UID,
 * DTSTAMP, DTSTART/DTEND (UTC, floating, with TZID, or DATE for all-day events whose DTEND is the
 * day after the last), SUMMARY, LOCATION, DESCRIPTION, URL, RRULE (§3.3.10) and a VALARM (§3.6.6).
 * TEXT values are escaped (§3.3.11); lines are folded at 75 octets and end with CRLF (§3.1).
 *
 * @param input - the calendar ({@link IcsCalendarInput}).
 * @returns the .ics text.
 * @throws ToolInputError naming the event and field at fault (a bad date, an end before the start, an unknown zone, a bad URL, interval or count, an empty UID).
 */
export function generateIcs(input: IcsCalendarInput): string {
  if (input.events.length === 0) throw new ToolInputError('Add at least one event.');
  const events = input.events.map((e, i) => eventLines(e, i, input.events.length, input.dtstamp));
  const uids = new Set<string>();
  input.events.forEach((e, i) => {
    if (uids.has(e.uid.trim())) throw fieldError(i, input.events.length, 'This UID is used by another event: each event needs its own (RFC 5545 §3.8.4.7).');
    uids.add(e.uid.trim());
  });
  const lines = ['BEGIN:VCALENDAR', `PRODID:${ICS_PRODID}`, 'VERSION:2.0', 'CALSCALE:GREGORIAN'];
  if (input.method !== '') lines.push(`METHOD:${input.method}`);
  if (input.name.trim() !== '') lines.push(`X-WR-CALNAME:${escapeIcsText(input.name.trim())}`);
  const zones = new Map<string, number>();
  for (const ev of events) if (ev.zone && !zones.has(ev.zone.tzid)) zones.set(ev.zone.tzid, ev.zone.at);
  for (const [tzid, at] of zones) lines.push(...buildVTimezone(tzid, at));
  for (const ev of events) lines.push(...ev.lines);
  lines.push('END:VCALENDAR');
  return joinIcsLines(lines);
}

/**
 * A file name for the calendar: the first event's summary made safe (letters, digits, `-`), then `.ics`.
 *
 * @param summary - the first event's summary.
 * @returns e.g. `team-meeting.ics`; `event.ics` when nothing is left.
 */
export function icsFileName(summary: string): string {
  const slug = summary
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}.ics`;
}

/**
 * A new UID: 128 random bits as a UUID (RFC 9562 §5.4, version 4) and a domain, the form RFC 5545
 * §3.8.4.7 recommends.
 *
 * @returns e.g. `3f2b…@handy-tools`.
 */
export function newIcsUid(): string {
  return `${crypto.randomUUID()}@handy-tools`;
}

export { escapeIcsText, foldIcsLine, unescapeIcsText, unfoldIcsLines } from './ics-text.js';
export { buildVTimezone } from './vtimezone.js';
