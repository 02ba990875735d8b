import { ToolInputError } from '@handy-tools/ui/kit';
import Decimal from 'decimal.js';
import { DateTime } from 'luxon';
import { formatDurationTotal, type DurationTotal } from '../duration-calculator/duration-calculator.js';
import { parseDurationLines, type DurationParts } from '../duration-calculator/duration-parse.js';
import { checkTimeZone } from '../time-zones/time-zones.js';

/** A step of {@link applyDurations}: the line, and the date after it. */
export interface DateStep {
  line: number;
  text: string;
  /** The date after this step, ISO 8601 in the zone. */
  iso: string;
  /** Milliseconds since the Unix epoch. */
  epochMs: number;
}

/** What {@link applyDurations} gives. */
export interface DateDurationResult {
  /** The reference date, ISO 8601 in the zone. */
  start: string;
  /** The date after every step, ISO 8601 in the zone, and in UTC. */
  iso: string;
  utc: string;
  epochMs: number;
  /** The date after each step. */
  steps: DateStep[];
  /** Time elapsed from the reference to the result (exact; negative when the result is earlier). */
  elapsed: DurationTotal;
  /** One message per line that could not be read or applied, with its line number. */
  errors: string[];
}

/**
 * Reads a reference date-time `YYYY-MM-DD[THH:MM[:SS[.sss]]]` (or with `Z`/an offset) as wall time in `zone`.
 *
 * @param text - the date.
 * @param zone - IANA zone.
 * @returns the zoned date-time.
 * @throws ToolInputError when it is not such a date or does not exist.
 */
export function parseReferenceDate(text: string, zone: string): DateTime {
  checkTimeZone(zone);
  const s = String(text ?? '').trim();
  if (!/^[+-]?\d{4,6}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i.test(s)) {
    throw new ToolInputError(`"${s.slice(0, 40)}" is not a date: write YYYY-MM-DD or YYYY-MM-DDTHH:MM, such as 2024-03-30T12:00.`);
  }
  const dt = DateTime.fromISO(s.replace(' ', 'T'), { zone });
  if (!dt.isValid) throw new ToolInputError(`${s} does not exist: ${dt.invalidExplanation ?? 'check the month and day'}.`);
  return dt.setZone(zone);
}

/**
 * Adds one duration to a date. Years, months, weeks and days are calendar units: they move the
 * wall-clock date and keep the time of day across daylight saving changes (as RFC 5545 §3.3.6
 * and ISO 8601 define nominal durations; months are clamped to the month's last day: 31 January
 * + 1 month = 29 February in 2024). Hours, minutes and seconds are exact elapsed time. Calendar
 * units are applied first, then time.
 *
 * @param dt - the date-time.
 * @param p - signed duration parts; years and months must be whole.
 * @returns the new date-time.
 * @throws ToolInputError for fractional years or months, or a result out of range.
 */
export function addDurationToDate(dt: DateTime, p: DurationParts): DateTime {
  if (!p.years.isInteger() || !p.months.isInteger()) throw new ToolInputError('Years and months must be whole numbers (their length varies): write 1y 6mo, not 1.5y.');
  const days = p.weeks.times(7).plus(p.days);
  const wholeDays = days.trunc();
  const ms = days
    .minus(wholeDays)
    .times(86_400_000)
    .plus(p.hours.times(3_600_000))
    .plus(p.minutes.times(60_000))
    .plus(p.seconds.times(1000));
  if (ms.abs().gt(8.64e15) || wholeDays.abs().gt(1e8) || p.years.abs().gt(300000) || p.months.abs().gt(3600000)) throw new ToolInputError('The duration is too long: the date would be out of range.');
  const calendar = dt.plus({ years: p.years.toNumber(), months: p.months.toNumber(), days: wholeDays.toNumber() });
  const out = calendar.plus({ milliseconds: ms.round().toNumber() });
  if (!out.isValid || Math.abs(out.toMillis()) > 8.64e15) throw new ToolInputError('The resulting date is out of range.');
  return out;
}

/**
 * Applies a list of durations, one per line with an optional sign (`+ 1d 2h`, `- P1M`, `1:30`),
 * to a reference date in a time zone, step by step.
 *
 * @param referenceText - the reference date (see {@link parseReferenceDate}).
 * @param stepsText - the durations, one per line; `#` starts a comment.
 * @param zone - IANA zone.
 * @returns the date after each step and at the end, the elapsed time, and per-line errors (bad lines are skipped).
 * @throws ToolInputError for a bad reference date or zone.
 */
export function applyDurations(referenceText: string, stepsText: string, zone: string): DateDurationResult {
  const start = parseReferenceDate(referenceText, zone);
  const { lines, errors } = parseDurationLines(stepsText);
  const messages = errors.map((e) => ({ line: e.line, message: e.message }));
  let current = start;
  const steps: DateStep[] = [];
  for (const l of lines) {
    try {
      current = addDurationToDate(current, l.parts);
      steps.push({ line: l.line, text: l.text, iso: current.toISO({ suppressMilliseconds: true }) ?? '', epochMs: current.toMillis() });
    } catch (e) {
      if (!(e instanceof ToolInputError)) throw e;
      messages.push({ line: l.line, message: `Line ${l.line}: ${e.message}` });
    }
  }
  messages.sort((a, b) => a.line - b.line);
  return {
    start: start.toISO({ suppressMilliseconds: true }) ?? '',
    iso: current.toISO({ suppressMilliseconds: true }) ?? '',
    utc: current.toUTC().toISO({ suppressMilliseconds: true }) ?? '',
    epochMs: current.toMillis(),
    steps,
    elapsed: formatDurationTotal(new Decimal(current.toMillis() - start.toMillis()).div(1000)),
    errors: messages.map((m) => m.message),
  };
}

/**
 * Formats an instant as ISO 8601 date-time in a zone, minutes precision, for a datetime-local field (`2024-03-30T12:00`).
 *
 * @param epochMs - milliseconds since the Unix epoch.
 * @param zone - IANA zone.
 * @returns `YYYY-MM-DDTHH:MM`.
 */
export function toDateTimeLocalInput(epochMs: number, zone: string): string {
  checkTimeZone(zone);
  if (typeof epochMs !== 'number' || !Number.isFinite(epochMs) || Math.abs(epochMs) > 8.64e15) throw new ToolInputError('The instant is outside the range of dates.');
  return DateTime.fromMillis(epochMs, { zone }).toFormat("yyyy-MM-dd'T'HH:mm");
}
