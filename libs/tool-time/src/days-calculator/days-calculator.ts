import { ToolInputError } from '@handy-tools/ui/kit';
import { DateTime } from 'luxon';
import { checkTimeZone } from '../time-zones/time-zones.js';

/** A holiday on a calendar day, as the holidays table gives it. */
export interface PublicHoliday {
  /** The day, `YYYY-MM-DD`, in the country's calendar. */
  date: string;
  name: string;
  /** date-holidays' type: `public`, `bank`, `school`, `optional` or `observance`. */
  type: string;
}

/** The holiday types that are days off for the business-day count: public holidays (bank, school, optional holidays and observances are listed but not taken off). */
export const HOLIDAY_DAY_OFF_TYPES: readonly string[] = ['public'];

/** Options of {@link daysBetween}. */
export interface DaysOptions {
  /** IANA zone the dates and times are wall times in. */
  zone: string;
  /** Counts the end day too (an inclusive range: 1 to 1 March is 1 day without, 2 days with). */
  includeEnd: boolean;
  /** Working weekdays, Monday first (7 booleans); default Monday to Friday. */
  workdays: readonly boolean[];
  /** Holidays to leave out of the business days (any days; only those in the range and of a day-off type count). */
  holidays: readonly PublicHoliday[];
  /** Business hours, start and end hour of the day (0–24, start < end); default 9 to 17. */
  businessHours?: readonly [number, number];
}

/** What {@link daysBetween} finds. */
export interface DaysResult {
  /** Start and end as ISO 8601 in the zone. */
  start: string;
  end: string;
  /** Calendar days from start to end (plus one when the end day counts); negative never: start and end are swapped when reversed. */
  days: number;
  /** Whether start and end were given in reverse order and swapped. */
  swapped: boolean;
  /** `days` as whole weeks and days left. */
  weeks: { weeks: number; days: number };
  /** Calendar difference: years, months, days (and hours, minutes, seconds) as a calendar reads them. */
  calendar: { years: number; months: number; days: number; hours: number; minutes: number; seconds: number };
  /** Total months (decimal, 4 places) and years. */
  totalMonths: number;
  totalYears: number;
  /** Elapsed time between the two instants (daylight saving changes counted): seconds, minutes, hours. */
  elapsed: { seconds: number; minutes: number; hours: number };
  /** Days in the range on each weekday, Monday first. */
  perWeekday: number[];
  /** Days on Saturday or Sunday, and days on non-working weekdays. */
  weekendDays: number;
  nonWorkingDays: number;
  /** Working days that are not holidays. */
  businessDays: number;
  /** Time inside business hours on business days, within the range, in seconds. */
  businessSeconds: number;
  /** Holidays in the range, with whether each falls on a working weekday (and so removes a business day). */
  holidays: (PublicHoliday & { weekday: number; offWorkday: boolean; dayOff: boolean })[];
}

const MAX_DAYS = 36_600; // about 100 years

/**
 * Reads a date `YYYY-MM-DD` or date-time `YYYY-MM-DDTHH:mm[:ss]` as wall time in `zone`.
 *
 * @param text - the date.
 * @param zone - IANA zone.
 * @param what - the field's name for messages (`Start`, `End`).
 * @returns the zoned date-time.
 * @throws ToolInputError when the text is not such a date or does not exist (a day, or a wall time skipped by daylight saving is moved forward by Luxon).
 */
export function parseZonedDate(text: string, zone: string, what: string): DateTime {
  checkTimeZone(zone);
  const s = String(text ?? '').trim();
  if (s === '') throw new ToolInputError(`${what}: enter a date, such as 2024-03-01.`);
  if (!/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)?$/.test(s)) {
    throw new ToolInputError(`${what}: "${s.slice(0, 40)}" is not a date: write YYYY-MM-DD or YYYY-MM-DDTHH:MM.`);
  }
  const dt = DateTime.fromISO(s.replace(' ', 'T'), { zone });
  if (!dt.isValid) throw new ToolInputError(`${what}: ${s} does not exist (${dt.invalidExplanation ?? 'check the month and day'}).`);
  return dt;
}

function dayIndex(dt: DateTime): number {
  return Math.round(Date.UTC(dt.year, dt.month - 1, dt.day) / 86_400_000);
}

function isoOfDay(n: number): string {
  return new Date(n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Counts the days between two dates in a time zone: calendar days, weeks, the calendar difference
 * in years/months/days, elapsed hours (23 or 25 on a daylight saving day), days per weekday,
 * business days (working weekdays that are not public holidays) and business hours.
 *
 * @param startText - start, `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`.
 * @param endText - end, same forms.
 * @param o - zone, whether the end day counts, working weekdays, holidays, business hours.
 * @returns the counts ({@link DaysResult}).
 * @throws ToolInputError for a bad date, zone, working-days list or hours, or a range over 100 years.
 */
export function daysBetween(startText: string, endText: string, o: DaysOptions): DaysResult {
  let start = parseZonedDate(startText, o.zone, 'Start');
  let end = parseZonedDate(endText, o.zone, 'End');
  const swapped = end < start;
  if (swapped) [start, end] = [end, start];
  const workdays = o.workdays ?? [true, true, true, true, true, false, false];
  if (!Array.isArray(workdays) || workdays.length !== 7) throw new ToolInputError('Give the working days as 7 yes/no values, Monday first.');
  const [bStart, bEnd] = o.businessHours ?? [9, 17];
  if (!(Number.isFinite(bStart) && Number.isFinite(bEnd) && bStart >= 0 && bEnd <= 24 && bStart < bEnd)) {
    throw new ToolInputError('Business hours: the start hour must be before the end hour, both from 0 to 24.');
  }
  const first = dayIndex(start);
  const lastIncl = dayIndex(end) + (o.includeEnd ? 0 : -1);
  const days = dayIndex(end) - first + (o.includeEnd ? 1 : 0);
  if (days > MAX_DAYS) throw new ToolInputError('The range is over 100 years: pick closer dates.');

  const dayOff = new Map<string, PublicHoliday>();
  const inRange: DaysResult['holidays'] = [];
  const firstIso = isoOfDay(first);
  const lastIso = isoOfDay(lastIncl);
  for (const h of o.holidays ?? []) {
    if (typeof h?.date !== 'string' || h.date < firstIso || h.date > lastIso) continue;
    const weekday = ((new Date(`${h.date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const isOff = HOLIDAY_DAY_OFF_TYPES.includes(h.type);
    if (isOff) dayOff.set(h.date, h);
    inRange.push({ ...h, weekday, dayOff: isOff, offWorkday: isOff && Boolean(workdays[weekday - 1]) });
  }
  inRange.sort((a, b) => a.date.localeCompare(b.date));

  const perWeekday = [0, 0, 0, 0, 0, 0, 0];
  let businessDays = 0;
  let businessMs = 0;
  const startMs = start.toMillis();
  const endMs = end.toMillis();
  for (let n = first; n <= lastIncl; n += 1) {
    const wd = (((new Date(n * 86_400_000).getUTCDay() + 6) % 7) + 7) % 7; // 0 = Monday
    perWeekday[wd]! += 1;
    if (!workdays[wd] || dayOff.has(isoOfDay(n))) continue;
    businessDays += 1;
    const d = new Date(n * 86_400_000);
    const base = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    const open = DateTime.fromObject(base, { zone: o.zone }).plus({ minutes: Math.round(bStart * 60) }).toMillis();
    const close = DateTime.fromObject(base, { zone: o.zone }).plus({ minutes: Math.round(bEnd * 60) }).toMillis();
    // Business time counts inside [start, end]; a counted end day given without a time runs to its end.
    const rangeEnd = o.includeEnd && end.hour === 0 && end.minute === 0 && end.second === 0 ? end.endOf('day').toMillis() : endMs;
    businessMs += Math.max(0, Math.min(close, rangeEnd) - Math.max(open, startMs));
  }
  const diff = end.diff(start, ['years', 'months', 'days', 'hours', 'minutes', 'seconds']).toObject();
  const elapsedMs = endMs - startMs;
  const round = (x: number, p: number) => Math.round(x * 10 ** p) / 10 ** p;
  return {
    start: start.toISO({ suppressMilliseconds: true }) ?? '',
    end: end.toISO({ suppressMilliseconds: true }) ?? '',
    days,
    swapped,
    weeks: { weeks: Math.floor(days / 7), days: days % 7 },
    calendar: {
      years: diff.years ?? 0,
      months: diff.months ?? 0,
      days: diff.days ?? 0,
      hours: diff.hours ?? 0,
      minutes: diff.minutes ?? 0,
      seconds: round(diff.seconds ?? 0, 3),
    },
    totalMonths: round(end.diff(start, 'months').months, 4),
    totalYears: round(end.diff(start, 'years').years, 4),
    elapsed: { seconds: elapsedMs / 1000, minutes: round(elapsedMs / 60_000, 4), hours: round(elapsedMs / 3_600_000, 4) },
    perWeekday,
    weekendDays: perWeekday[5]! + perWeekday[6]!,
    nonWorkingDays: perWeekday.reduce((s, c, i) => s + (workdays[i] ? 0 : c), 0),
    businessDays,
    businessSeconds: Math.round(businessMs / 1000),
    holidays: inRange,
  };
}
