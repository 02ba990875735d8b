import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * Small time-zone helpers built on the platform's `Intl` time-zone data (IANA tz database):
 * the wall-clock time of an instant in a zone, a zone's UTC offset at an instant, and the instant
 * of a wall-clock time in a zone. Shared by the time tools of this folder's family that need a zone
 * (TTL and ETA calculators, iCalendar generator).
 */

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

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      era: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * Whether `timeZone` is a time zone this platform knows (`UTC`, or an IANA name such as
 * `Europe/Paris`).
 *
 * @param timeZone - the zone name.
 * @returns true when `Intl.DateTimeFormat` accepts it.
 */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone === '' || timeZone.length > 100) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a zone name and throws the message users see when it is unknown.
 *
 * @param timeZone - the zone name (`UTC` or IANA, e.g. `America/New_York`).
 * @throws ToolInputError when the platform does not know the zone.
 */
export function assertTimeZone(timeZone: string): void {
  if (!isValidTimeZone(timeZone)) throw new ToolInputError(`"${timeZone.slice(0, 60)}" is not a known time zone: use an IANA name such as Europe/Paris, or UTC.`);
}

/**
 * The wall-clock time of an instant in a zone.
 *
 * @param epochMs - the instant, milliseconds since 1970-01-01T00:00:00Z.
 * @param timeZone - `UTC` or an IANA zone name (checked with {@link assertTimeZone}).
 * @returns the zone's wall-clock fields (proleptic Gregorian calendar, astronomical year numbering).
 * @throws ToolInputError for an unknown zone or an instant outside ±8.64e15 ms (ECMA-262 §21.4.1.1).
 */
export function wallTimeInZone(epochMs: number, timeZone: string): WallTime {
  assertTimeZone(timeZone);
  if (!Number.isFinite(epochMs) || Math.abs(epochMs) > 8.64e15) throw new ToolInputError('The time is outside the range a browser can show (about ±275,000 years around 1970).');
  const parts = formatterFor(timeZone).formatToParts(new Date(epochMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  const era = parts.find((p) => p.type === 'era')?.value ?? 'AD';
  const y = get('year');
  return {
    year: era.startsWith('B') ? 1 - y : y,
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
    millisecond: ((epochMs % 1000) + 1000) % 1000,
  };
}

/** Milliseconds since the epoch of a wall time read as if it were UTC (no range checks). */
export function wallTimeAsUtc(w: WallTime): number {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  d.setUTCHours(w.hour, w.minute, w.second, w.millisecond);
  return d.getTime();
}

/**
 * A zone's offset from UTC at an instant.
 *
 * @param epochMs - the instant (ms since the epoch).
 * @param timeZone - `UTC` or an IANA zone name.
 * @returns the offset in minutes east of UTC (e.g. 60 for Paris in winter, −300 for New York in winter).
 * @throws ToolInputError for an unknown zone.
 */
export function zoneOffsetMinutes(epochMs: number, timeZone: string): number {
  const wall = wallTimeInZone(epochMs, timeZone);
  return Math.round((wallTimeAsUtc(wall) - (epochMs - wall.millisecond) - wall.millisecond) / 60_000);
}

/**
 * The instant of a wall-clock time in a zone. In a gap (clocks jump forward: the wall time does
 * not exist) the time is read with the offset before the jump, so it lands after it, as RFC 5545
 * §3.3.5 asks ("the same duration as the gap" later); in an overlap (clocks go back: the time
 * happens twice) the first of the two instants is chosen, as RFC 5545 §3.3.5 specifies.
 *
 * @param wall - the wall-clock time.
 * @param timeZone - `UTC` or an IANA zone name.
 * @returns milliseconds since the epoch.
 * @throws ToolInputError for an unknown zone.
 */
export function zonedTimeToEpoch(wall: WallTime, timeZone: string): number {
  assertTimeZone(timeZone);
  const local = wallTimeAsUtc(wall);
  // Offsets in force a day before and after: the answer uses one of them.
  const before = zoneOffsetMinutes(local - 86_400_000, timeZone);
  const after = zoneOffsetMinutes(local + 86_400_000, timeZone);
  const candidates = [...new Set([before, after])].map((off) => local - off * 60_000).sort((a, b) => a - b);
  for (const epoch of candidates) {
    if (wallTimeAsUtc(wallTimeInZone(epoch, timeZone)) === local) return epoch; // earliest that matches
  }
  // A gap: the wall time does not exist; read it with the offset in force before the change.
  return local - before * 60_000;
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
  const check = new Date(wallTimeAsUtc(w));
  if (month < 1 || month > 12 || check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) throw new ToolInputError(`${text.trim()} is not a day of the calendar: check the month (01–12) and the day.`);
  if (hour > 23 || minute > 59 || second > 59) throw new ToolInputError(`${text.trim()} is not a time of day: hours go from 00 to 23, minutes and seconds from 00 to 59.`);
  return w;
}

const pad = (n: number, width = 2) => (n < 0 ? '-' + String(-n).padStart(width, '0') : String(n).padStart(width, '0'));

/**
 * Writes an instant as ISO 8601 in a zone, with the zone's offset: `2026-11-28T15:30:00+01:00`
 * (`Z` for UTC). Milliseconds are written only when not zero.
 *
 * @param epochMs - the instant (ms since the epoch).
 * @param timeZone - `UTC` or an IANA zone name.
 * @returns the text (RFC 3339 §5.6 when the year is 0000–9999).
 * @throws ToolInputError for an unknown zone.
 */
export function formatInZone(epochMs: number, timeZone: string): string {
  const w = wallTimeInZone(epochMs, timeZone);
  const off = zoneOffsetMinutes(epochMs, timeZone);
  const ms = w.millisecond === 0 ? '' : '.' + pad(w.millisecond, 3);
  const zone = timeZone === 'UTC' ? 'Z' : (off < 0 ? '-' : '+') + pad(Math.floor(Math.abs(off) / 60)) + ':' + pad(Math.abs(off) % 60);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${ms}${zone}`;
}

/**
 * Writes a wall time as the value of an `<input type="datetime-local">` (minutes, or seconds when not zero).
 *
 * @param w - the wall time.
 * @returns e.g. `2026-11-28T14:30`.
 */
export function formatWallTime(w: WallTime): string {
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}${w.second === 0 ? '' : ':' + pad(w.second)}`;
}

/**
 * The zone names this platform knows, `UTC` first (ECMA-402 `Intl.supportedValuesOf('timeZone')`).
 *
 * @returns the IANA names, or just `UTC` where the platform cannot list them.
 */
export function supportedTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  const list = typeof intl.supportedValuesOf === 'function' ? intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...list.filter((z) => z !== 'UTC')];
}
