import { ToolInputError } from '@handy-tools/ui/kit';
import Decimal from 'decimal.js';
import { parseDurationLines, type DurationParts } from './duration-parse.js';

export { addDurationParts, parseDurationLines, parseDurationText, zeroDurationParts } from './duration-parse.js';
export type { DurationLine, DurationParts } from './duration-parse.js';

/** How years and months are turned into seconds in a sum of durations. */
export type CalendarUnits = 'reject' | 'average';

/** Seconds in an average Gregorian year: 365.2425 days (400-year cycle of 146,097 days). */
export const AVERAGE_YEAR_SECONDS = new Decimal('31556952');
/** Seconds in an average Gregorian month: a twelfth of {@link AVERAGE_YEAR_SECONDS} (30.436875 days). */
export const AVERAGE_MONTH_SECONDS = new Decimal('2629746');

/**
 * Converts duration parts to exact seconds. Weeks are 7 days and days 24 hours (exact durations,
 * ignoring daylight saving changes, as a sum of durations with no date must).
 *
 * @param p - the parts.
 * @param calendar - `reject` (default): years or months throw, their length depends on the date;
 *   `average`: a year is 365.2425 days and a month 30.436875 days (the Gregorian averages).
 * @returns the total, in seconds, as an exact decimal.
 * @throws ToolInputError when `calendar` is `reject` and the parts hold years or months.
 */
export function durationPartsToSeconds(p: DurationParts, calendar: CalendarUnits = 'reject'): Decimal {
  if (calendar !== 'average' && (!p.years.isZero() || !p.months.isZero())) {
    throw new ToolInputError('Years and months have no fixed length: write them in days (P30D), or choose "average Gregorian year and month".');
  }
  return p.years
    .times(AVERAGE_YEAR_SECONDS)
    .plus(p.months.times(AVERAGE_MONTH_SECONDS))
    .plus(p.weeks.times(604800))
    .plus(p.days.times(86400))
    .plus(p.hours.times(3600))
    .plus(p.minutes.times(60))
    .plus(p.seconds);
}

/** The total of a duration list in the forms the tool shows. */
export interface DurationTotal {
  /** Exact total in seconds (decimal text, e.g. `5400` or `-0.25`). */
  seconds: string;
  /** Milliseconds (decimal text). */
  milliseconds: string;
  /** The total in minutes, hours, days, weeks (7 d) and average Gregorian years (365.2425 d), decimal text rounded to 10 significant digits. */
  minutes: string;
  hours: string;
  days: string;
  weeks: string;
  years: string;
  /** `[-]H:MM:SS[.fff]`, hours not wrapped into days (e.g. `26:30:00`). */
  clock: string;
  /** `[-][D.]HH:MM:SS[.fff]`, as .NET's TimeSpan writes it (e.g. `1.02:30:00`). */
  clockDays: string;
  /** ISO 8601 duration with hours only, exact: `PT26H30M`, `-PT0.5S`. */
  iso: string;
  /** ISO 8601 duration with days of 24 h: `P1DT2H30M`. */
  isoDays: string;
  /** Short text: `1d 2h 30m`. */
  short: string;
  /** English words: `1 day 2 hours 30 minutes`. */
  long: string;
}

function trimDecimal(d: Decimal): string {
  return d.toFixed().replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

function splitSeconds(total: Decimal): { negative: boolean; days: Decimal; hours: number; minutes: number; seconds: Decimal; wholeHours: Decimal } {
  const negative = total.isNegative() && !total.isZero();
  const abs = total.abs();
  const whole = abs.floor();
  const frac = abs.minus(whole);
  const days = whole.divToInt(86400);
  const rem = whole.mod(86400).toNumber();
  return {
    negative,
    days,
    hours: Math.floor(rem / 3600),
    minutes: Math.floor((rem % 3600) / 60),
    seconds: new Decimal(rem % 60).plus(frac),
    wholeHours: whole.divToInt(3600),
  };
}

const pad = (n: number | Decimal) => String(n).padStart(2, '0');

function secondsText(s: Decimal): string {
  const t = trimDecimal(s);
  const [i, f] = t.split('.');
  return f ? `${pad(Number(i))}.${f}` : pad(Number(i));
}

/**
 * Formats an exact number of seconds in every form of {@link DurationTotal}.
 *
 * @param total - seconds (may be negative or fractional).
 * @returns the forms; ISO 8601 texts follow ISO 8601-1:2019 §5.5.2 (a leading `-` as ISO 8601-2 allows).
 */
export function formatDurationTotal(total: Decimal): DurationTotal {
  const { negative, days, hours, minutes, seconds, wholeHours } = splitSeconds(total);
  const sign = negative ? '-' : '';
  const abs = total.abs();
  const hoursOnly = abs.floor().mod(3600).toNumber();
  const fracSec = abs.minus(abs.floor());
  const clock = `${sign}${wholeHours.toFixed()}:${pad(Math.floor(hoursOnly / 60))}:${secondsText(new Decimal(hoursOnly % 60).plus(fracSec))}`;
  const clockDays = `${sign}${days.isZero() ? '' : `${days.toFixed()}.`}${pad(hours)}:${pad(minutes)}:${secondsText(seconds)}`;
  const isoTime = (h: Decimal | number, m: number, s: Decimal) => {
    const parts = `${new Decimal(h).isZero() ? '' : `${new Decimal(h).toFixed()}H`}${m ? `${m}M` : ''}${s.isZero() ? '' : `${trimDecimal(s)}S`}`;
    return parts;
  };
  const hm = isoTime(wholeHours, Math.floor(hoursOnly / 60), new Decimal(hoursOnly % 60).plus(fracSec));
  const iso = abs.isZero() ? 'PT0S' : `${sign}PT${hm}`;
  const dayTime = isoTime(hours, minutes, seconds);
  const isoDays = abs.isZero() ? 'PT0S' : `${sign}P${days.isZero() ? '' : `${days.toFixed()}D`}${dayTime ? `T${dayTime}` : ''}`;
  const units: [Decimal | number, string, string, string][] = [
    [days, 'd', 'day', 'days'],
    [hours, 'h', 'hour', 'hours'],
    [minutes, 'm', 'minute', 'minutes'],
    [seconds, 's', 'second', 'seconds'],
  ];
  const nonZero = units.filter(([v]) => !new Decimal(v).isZero());
  const short = nonZero.length === 0 ? '0s' : sign + nonZero.map(([v, u]) => `${trimDecimal(new Decimal(v))}${u}`).join(' ');
  const long =
    nonZero.length === 0
      ? '0 seconds'
      : sign + nonZero.map(([v, , one, many]) => `${trimDecimal(new Decimal(v))} ${new Decimal(v).eq(1) ? one : many}`).join(' ');
  const sig = (d: Decimal) => trimDecimal(d.toSignificantDigits(10));
  return {
    seconds: trimDecimal(total),
    milliseconds: trimDecimal(total.times(1000)),
    minutes: sig(total.div(60)),
    hours: sig(total.div(3600)),
    days: sig(total.div(86400)),
    weeks: sig(total.div(604800)),
    years: sig(total.div(AVERAGE_YEAR_SECONDS)),
    clock,
    clockDays,
    iso,
    isoDays,
    short,
    long,
  };
}

/** Result of {@link sumDurations}. */
export interface DurationSum {
  /** The total in every form, or null when no line could be read. */
  total: DurationTotal | null;
  /** Lines read, with the seconds each adds (signed, decimal text). */
  lines: { line: number; text: string; seconds: string }[];
  /** One message per line that could not be read, with its line number. */
  errors: string[];
}

/**
 * Adds and subtracts durations, one per line (see `parseDurationLines`): `1h 30m`, `- 0:45`,
 * `+ PT2H`, `# comments`. The sum is exact (decimal arithmetic).
 *
 * @param text - the list.
 * @param calendar - how years and months count (see {@link durationPartsToSeconds}).
 * @returns the total, the seconds of each line, and the errors of bad lines (which count as 0).
 */
export function sumDurations(text: string, calendar: CalendarUnits = 'reject'): DurationSum {
  const { lines, errors } = parseDurationLines(text);
  const messages = errors.map((e) => e.message);
  let total = new Decimal(0);
  let any = false;
  const read: DurationSum['lines'] = [];
  for (const l of lines) {
    try {
      const s = durationPartsToSeconds(l.parts, calendar);
      total = total.plus(s);
      any = true;
      read.push({ line: l.line, text: l.text, seconds: trimDecimal(s) });
    } catch (e) {
      if (!(e instanceof ToolInputError)) throw e;
      messages.push(`Line ${l.line}: ${e.message}`);
    }
  }
  messages.sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]));
  return { total: any ? formatDurationTotal(total) : null, lines: read, errors: messages };
}
