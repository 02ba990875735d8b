/**
 * Wall-clock times in a time zone, for the time tools (TTL and ETA calculators, iCalendar parser
 * and generator): the wall time of an instant in a zone and the instant of a wall time in a zone
 * (daylight saving gaps and overlaps included), through Luxon — the family's date library — which
 * reads the IANA tz database from the runtime's `Intl`. Reading and writing the ISO 8601 text forms.
 */
import { ToolInputError } from '@handy-tools/ui/kit';
import { DateTime } from 'luxon';
import { checkTimeZone, UTC_ZONE, zoneOffsetMinutes } from './time-zones.js';

/** A wall-clock date and time, every field an integer (month 1–12, second 0–59, millisecond 0–999). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const OUT_OF_RANGE = 'The time is outside the range a browser can show (about ±275,000 years around 1970).';

/**
 * The wall-clock time of an instant in a zone (Luxon `DateTime.fromMillis(epochMs, { zone })`).
 *
 * @param epochMs - the instant, milliseconds since 1970-01-01T00:00:00Z.
 * @param timeZone - `UTC` or an IANA zone name (checked with {@link checkTimeZone}).
 * @returns the zone's wall-clock fields (proleptic Gregorian calendar, astronomical year numbering: 1 BC is year 0).
 * @throws ToolInputError for an unknown zone or an instant outside ±8.64e15 ms (ECMA-262 §21.4.1.1).
 */
export function wallTimeInZone(epochMs: number, timeZone: string): WallTime {
  checkTimeZone(timeZone);
  if (!Number.isFinite(epochMs) || Math.abs(epochMs) > 8.64e15) throw new ToolInputError(OUT_OF_RANGE);
  const dt = DateTime.fromMillis(epochMs, { zone: timeZone });
  if (!dt.isValid) throw new ToolInputError(OUT_OF_RANGE);
  return { year: dt.year, month: dt.month, day: dt.day, hour: dt.hour, minute: dt.minute, second: dt.second, millisecond: dt.millisecond };
}

/**
 * The milliseconds since the epoch of a wall time read as if it were UTC (no zone, no range checks):
 * the "local timestamp" used to compare or shift wall times by whole days.
 *
 * @param w - the wall time.
 * @returns milliseconds (NaN when out of JavaScript's date range).
 */
export function wallTimeAsUtc(w: WallTime): number {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  d.setUTCHours(w.hour, w.minute, w.second, w.millisecond);
  return d.getTime();
}

/**
 * The instant of a wall-clock time in a zone (Luxon `DateTime.fromObject(w, { zone })`).
 * - In a gap (clocks jump forward: the wall time does not exist) the time is read with the offset
 *   before the jump, so it lands after it by the length of the gap (`02:30` on a spring-forward
 *   night in Paris is `03:30+02:00`), as RFC 5545 §3.3.5 asks. Luxon does the same.
 * - In an overlap (clocks go back: the time happens twice) the first of the two instants is
 *   chosen, as RFC 5545 §3.3.5 specifies. Luxon alone picks whichever offset is nearest the
 *   current date's, so the earlier of Luxon's `getPossibleOffsets()` is taken instead.
 *
 * @param wall - the wall-clock time.
 * @param timeZone - `UTC` or an IANA zone name.
 * @returns milliseconds since the epoch.
 * @throws ToolInputError for an unknown zone, or a time outside ±8.64e15 ms.
 */
export function zonedTimeToEpoch(wall: WallTime, timeZone: string): number {
  checkTimeZone(timeZone);
  const { year, month, day, hour, minute, second, millisecond } = wall;
  const dt = DateTime.fromObject({ year, month, day, hour, minute, second, millisecond }, { zone: timeZone });
  if (!dt.isValid) throw new ToolInputError(OUT_OF_RANGE);
  const epochMs = Math.min(...dt.getPossibleOffsets().map((candidate) => candidate.toMillis()));
  if (!Number.isFinite(epochMs) || Math.abs(epochMs) > 8.64e15) throw new ToolInputError(OUT_OF_RANGE);
  return epochMs;
}

const LOCAL_RE = /^\s*(-?\d{4,6})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,3})\d*)?)?)?\s*$/;

/**
 * Reads a wall-clock date and time written as an ISO 8601 calendar date with an optional local
 * time and no offset (ISO 8601-1:2019 §5.4.2), as an `<input type="datetime-local">` gives it:
 * `2026-11-28`, `2026-11-28T14:30`, `2026-11-28 14:30:15.250`.
 *
 * @param text - the date (and time).
 * @returns the wall time (midnight when no time is given).
 * @throws ToolInputError when the text is not such a date, or names a day or time that does not exist.
 */
export function parseWallTime(text: string): WallTime {
  const m = LOCAL_RE.exec(text);
  if (m === null) throw new ToolInputError(`"${text.slice(0, 60)}" is not a date and time: write it as 2026-11-28T14:30 (year-month-day, then hours:minutes).`);
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
  const millisecond = m[7] === undefined ? 0 : Number(m[7].padEnd(3, '0'));
  const w: WallTime = { year, month, day, hour, minute, second, millisecond };
  // The time first: 24:00 would otherwise roll over to the next day and be reported as a bad day.
  if (hour > 23 || minute > 59 || second > 59) throw new ToolInputError(`${text.trim()} is not a time of day: hours go from 00 to 23, minutes and seconds from 00 to 59.`);
  const check = new Date(wallTimeAsUtc(w));
  if (month < 1 || month > 12 || check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) throw new ToolInputError(`${text.trim()} is not a day of the calendar: check the month (01–12) and the day.`);
  return w;
}

const pad = (n: number, width = 2) => (n < 0 ? '-' + String(-n).padStart(width, '0') : String(n).padStart(width, '0'));

/**
 * Writes an instant as ISO 8601 in a zone, with the zone's offset: `2026-11-28T15:30:00+01:00`
 * (`Z` for the zone `UTC`). Milliseconds are written only when not zero.
 *
 * @param epochMs - the instant (ms since the epoch).
 * @param timeZone - `UTC` or an IANA zone name.
 * @returns the text (RFC 3339 §5.6 when the year is 0000–9999).
 * @throws ToolInputError for an unknown zone or an instant out of range.
 */
export function formatInZone(epochMs: number, timeZone: string): string {
  const w = wallTimeInZone(epochMs, timeZone);
  const off = zoneOffsetMinutes(timeZone, epochMs);
  const ms = w.millisecond === 0 ? '' : '.' + pad(w.millisecond, 3);
  const zone = timeZone === UTC_ZONE ? 'Z' : (off < 0 ? '-' : '+') + pad(Math.floor(Math.abs(off) / 60)) + ':' + pad(Math.abs(off) % 60);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${ms}${zone}`;
}
