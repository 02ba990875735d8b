import { ToolInputError } from '@handy-tools/ui/kit';

/** A moment written in one time zone (see {@link formatLocalTime}). */
export interface LocalTime {
  /** RFC 3339 date-time with the zone's UTC offset, e.g. `2012-10-17T17:13:27-04:00` (milliseconds only when not zero). */
  rfc3339: string;
  /** The value of an HTML `<input type="datetime-local" step="1">`: `2012-10-17T17:13:27`, no offset. */
  dateTimeLocal: string;
  /** The IANA zone name the time is written in, e.g. `America/New_York`. */
  timeZone: string;
  /** The zone's UTC offset at that moment, in minutes (−240 for EDT). */
  offsetMinutes: number;
}

/** Latest moment ECMAScript dates hold: 8.64e15 ms (ECMA-262 §21.4.1.1, "Time Values and Time Range"). */
const TIME_MAX_MS = 8.64e15;

/**
 * The time zone this runtime uses for local time: the browser's (or Node's `TZ`).
 *
 * @returns an IANA zone name such as `Europe/Paris` (`UTC` when the runtime names none).
 */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Checks a time zone name, returning an `Intl` formatter of its wall-clock fields. */
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
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
    } catch (cause) {
      throw new ToolInputError(`"${timeZone}" is not a time zone this browser knows (use an IANA name such as Europe/Paris).`, { cause });
    }
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of a moment in a zone, with the year as a signed astronomical year. */
function wallClock(ms: number, timeZone: string) {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(ms).map((p) => [p.type, p.value]));
  const year = parts['era'] === 'BC' || parts['era'] === 'B' ? 1 - Number(parts['year']) : Number(parts['year']);
  return {
    year,
    month: Number(parts['month']),
    day: Number(parts['day']),
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
    second: Number(parts['second']),
  };
}

/** UTC milliseconds of wall-clock fields read as if they were UTC (years 0–99 kept as written). */
function fieldsAsUtc(f: { year: number; month: number; day: number; hour: number; minute: number; second: number }, ms = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(f.year, f.month - 1, f.day);
  date.setUTCHours(f.hour, f.minute, f.second, ms);
  return date.getTime();
}

/** The zone's offset from UTC at a moment, in minutes. */
function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return Math.round((fieldsAsUtc(wallClock(whole, timeZone)) - whole) / 60_000);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/**
 * Writes a moment in a time zone, with the offset that zone had then (daylight saving time
 * and historical offsets from the runtime's time zone database, through `Intl.DateTimeFormat`).
 * An offset with seconds (local mean time, before a zone adopted standard time — Paris before
 * 1911) is rounded to the minute, as RFC 3339 has no seconds in offsets.
 *
 * @param ms - the moment, Unix milliseconds (may be fractional; the fraction below 1 ms is dropped).
 * @param timeZone - an IANA zone name; by default the runtime's ({@link localTimeZone}).
 * @returns the RFC 3339 text with offset, the `datetime-local` value, the zone and its offset.
 * @throws ToolInputError when the moment is outside the range of dates (±8.64e15 ms, ECMA-262
 *   §21.4.1.1) or the zone is unknown.
 * @see RFC 3339 §5.6 (date-time with a numeric offset), WHATWG HTML "local date and time string".
 */
export function formatLocalTime(ms: number, timeZone: string = localTimeZone()): LocalTime {
  if (!Number.isFinite(ms) || Math.abs(ms) > TIME_MAX_MS) throw new ToolInputError(`${ms} ms is outside the range of dates (±8.64e15 ms from 1970).`);
  const whole = Math.floor(ms);
  const seconds = Math.floor(whole / 1000) * 1000;
  const f = wallClock(seconds, timeZone);
  const offsetMinutes = Math.round((fieldsAsUtc(f) - seconds) / 60_000);
  const millis = whole - seconds;
  const year = f.year < 0 ? `-${pad(f.year, 6)}` : f.year > 9999 ? `+${pad(f.year, 6)}` : pad(f.year, 4);
  const date = `${year}-${pad(f.month)}-${pad(f.day)}`;
  const time = `${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`;
  const fraction = millis === 0 ? '' : `.${pad(millis, 3)}`;
  const offset = offsetMinutes === 0 ? 'Z' : `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
  return { rfc3339: `${date}T${time}${fraction}${offset}`, dateTimeLocal: `${date}T${time}${fraction}`, timeZone, offsetMinutes };
}

const DATE_TIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * Reads the value of an HTML `<input type="datetime-local">` as a moment in a time zone.
 * A wall-clock time that a daylight-saving jump skips (02:30 on a spring-forward night) is
 * read as the same length of time after the jump (03:30); one that happens twice (autumn) is
 * read as the earlier — what `new Date(y, m, d, h, mi)` and Temporal's "compatible"
 * disambiguation do.
 *
 * @param value - `YYYY-MM-DDTHH:MM`, with optional `:SS` and `.sss`.
 * @param timeZone - an IANA zone name; by default the runtime's ({@link localTimeZone}).
 * @returns Unix milliseconds.
 * @throws ToolInputError when the value is not in that form, names a day or time that does
 *   not exist in the calendar, or the zone is unknown.
 * @see WHATWG HTML "valid normalized local date and time string"; TC39 Temporal,
 *   "GetPossibleEpochNanoseconds" / disambiguation `compatible`.
 */
export function parseLocalDateTime(value: string, timeZone: string = localTimeZone()): number {
  const m = DATE_TIME_LOCAL.exec(value.trim());
  if (!m) throw new ToolInputError(`"${value}" is not a local date and time: write it as YYYY-MM-DDTHH:MM:SS.`);
  const [, y, mo, d, h, mi, s = '0', frac = ''] = m;
  const fields = { year: Number(y), month: Number(mo), day: Number(d), hour: Number(h), minute: Number(mi), second: Number(s) };
  const asUtc = fieldsAsUtc(fields, Number(frac.padEnd(3, '0')));
  const check = new Date(asUtc);
  if (fields.month < 1 || fields.month > 12 || check.getUTCDate() !== fields.day || fields.hour > 23 || fields.minute > 59 || fields.second > 59) {
    throw new ToolInputError(`"${value}" is not a date and time that exists (check the month, day and time).`);
  }
  formatter(timeZone);
  // The offsets a day either side bracket any transition near this wall-clock time.
  const before = offsetAt(asUtc - 86_400_000, timeZone);
  const after = offsetAt(asUtc + 86_400_000, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset * 60_000)
    .filter((ms) => offsetAt(ms, timeZone) * 60_000 === asUtc - ms)
    .sort((a, b) => a - b);
  // Twice (autumn): the earlier. Once: that one. Never (a spring gap): shift by the gap, with the offset before it.
  return candidates[0] ?? asUtc - before * 60_000;
}
