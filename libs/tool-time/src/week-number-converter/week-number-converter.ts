import { ToolInputError } from '@handy-tools/ui/kit';

/** A calendar date (proleptic Gregorian), month and day 1-based. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** An ISO 8601 week date: the week-numbering year, the week (1–53) and the weekday (1 = Monday … 7 = Sunday). */
export interface IsoWeekDate {
  weekYear: number;
  week: number;
  weekday: number;
}

const MS_DAY = 86_400_000;

function epochDayOf(d: CivilDate): number {
  const t = new Date(0);
  t.setUTCFullYear(d.year, d.month - 1, d.day);
  return Math.round(t.getTime() / MS_DAY);
}

function civilFromEpochDay(n: number): CivilDate {
  const t = new Date(n * MS_DAY);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** Whether a year of the proleptic Gregorian calendar is a leap year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonthOf(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(d: CivilDate): number {
  // 1970-01-01 was a Thursday (4).
  return ((((epochDayOf(d) + 3) % 7) + 7) % 7) + 1;
}

/**
 * Number of ISO weeks in a week-numbering year: 53 when 1 January is a Thursday, or a Wednesday
 * in a leap year (ISO 8601-1:2019 §3.2.2 and its note: the year then has 53 weeks), else 52.
 *
 * @param weekYear - the week-numbering year.
 * @returns 52 or 53.
 */
export function isoWeeksInYear(weekYear: number): number {
  const jan1 = isoWeekday({ year: weekYear, month: 1, day: 1 });
  return jan1 === 4 || (jan1 === 3 && isLeapYear(weekYear)) ? 53 : 52;
}

function checkCalendarDate(d: CivilDate): void {
  if (![d.year, d.month, d.day].every(Number.isInteger)) throw new ToolInputError('A date needs a whole year, month and day.');
  if (d.year < 1 || d.year > 9999) throw new ToolInputError('The year must be between 1 and 9999.');
  if (d.month < 1 || d.month > 12) throw new ToolInputError(`There is no month ${d.month}: months run from 1 to 12.`);
  if (d.day < 1 || d.day > daysInMonthOf(d.year, d.month)) throw new ToolInputError(`${d.year}-${String(d.month).padStart(2, '0')} has ${daysInMonthOf(d.year, d.month)} days, not ${d.day}.`);
}

/**
 * The ISO 8601 week date of a calendar date (ISO 8601-1:2019 §4.1.4.4): weeks start on Monday and
 * week 1 is the week with the year's first Thursday, so a few days around 1 January belong to the
 * other year's week (2021-01-03 is 2020-W53-7; 2008-12-29 is 2009-W01-1).
 *
 * @param d - the date (years 1–9999).
 * @returns its week-numbering year, week and weekday.
 * @throws ToolInputError for an impossible date.
 */
export function toIsoWeekDate(d: CivilDate): IsoWeekDate {
  checkCalendarDate(d);
  const weekday = isoWeekday(d);
  // The Thursday of the same week decides the year.
  const thursday = civilFromEpochDay(epochDayOf(d) + 4 - weekday);
  const jan1 = epochDayOf({ year: thursday.year, month: 1, day: 1 });
  const week = Math.floor((epochDayOf(thursday) - jan1) / 7) + 1;
  return { weekYear: thursday.year, week, weekday };
}

/**
 * The calendar date of an ISO 8601 week date.
 *
 * @param w - week-numbering year (1–9999), week (1–52 or 53 in long years) and weekday (1–7, Monday = 1).
 * @returns the calendar date.
 * @throws ToolInputError for a week the year does not have (W53 of a 52-week year) or a bad weekday.
 */
export function fromIsoWeekDate(w: IsoWeekDate): CivilDate {
  if (![w.weekYear, w.week, w.weekday].every(Number.isInteger)) throw new ToolInputError('A week date needs a whole year, week and weekday.');
  if (w.weekYear < 1 || w.weekYear > 9999) throw new ToolInputError('The year must be between 1 and 9999.');
  const weeks = isoWeeksInYear(w.weekYear);
  if (w.week < 1 || w.week > weeks) throw new ToolInputError(`${w.weekYear} has ${weeks} ISO weeks: week ${w.week} does not exist.`);
  if (w.weekday < 1 || w.weekday > 7) throw new ToolInputError('The weekday runs from 1 (Monday) to 7 (Sunday).');
  // 4 January is always in week 1.
  const jan4 = epochDayOf({ year: w.weekYear, month: 1, day: 4 });
  const monday1 = jan4 - (isoWeekday({ year: w.weekYear, month: 1, day: 4 }) - 1);
  return civilFromEpochDay(monday1 + (w.week - 1) * 7 + (w.weekday - 1));
}

/** Formats a week date as ISO 8601 extended `2020-W53-7` (or basic `2020W537`). */
export function formatIsoWeekDate(w: IsoWeekDate, basic = false): string {
  const y = String(w.weekYear).padStart(4, '0');
  const wk = String(w.week).padStart(2, '0');
  return basic ? `${y}W${wk}${w.weekday}` : `${y}-W${wk}-${w.weekday}`;
}

/** Formats a date as ISO 8601 `YYYY-MM-DD`. */
export function formatCalendarDate(d: CivilDate): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** Day of the year, 1–366 (the ordinal date of ISO 8601-1 §4.1.4.3: `2021-003`). */
export function dayOfYear(d: CivilDate): number {
  checkCalendarDate(d);
  return epochDayOf(d) - epochDayOf({ year: d.year, month: 1, day: 1 }) + 1;
}

/**
 * Reads a calendar date `YYYY-MM-DD` (also `YYYYMMDD`) or an ordinal date `YYYY-DDD`.
 *
 * @param text - the date.
 * @returns the date.
 * @throws ToolInputError when it is not one of these forms or the date does not exist.
 */
export function parseCalendarDate(text: string): CivilDate {
  const s = String(text ?? '').trim();
  if (s === '') throw new ToolInputError('Enter a date as YYYY-MM-DD, such as 2021-01-03.');
  let m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(s);
  if (m) {
    const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
    checkCalendarDate(d);
    return d;
  }
  m = /^(\d{4})-?(\d{3})$/.exec(s);
  if (m) {
    const year = Number(m[1]);
    const n = Number(m[2]);
    const len = isLeapYear(year) ? 366 : 365;
    if (year < 1 || n < 1 || n > len) throw new ToolInputError(`${year} has ${len} days: day ${n} does not exist.`);
    return civilFromEpochDay(epochDayOf({ year, month: 1, day: 1 }) + n - 1);
  }
  throw new ToolInputError(`"${s.slice(0, 40)}" is not a date: write YYYY-MM-DD (2021-01-03) or an ordinal date YYYY-DDD (2021-003).`);
}

/**
 * Reads an ISO 8601 week date: `2020-W53-7`, `2020W537`, or a week alone `2020-W53` (Monday).
 *
 * @param text - the week date (the `W` in either case).
 * @returns the week date (weekday 1 when omitted).
 * @throws ToolInputError for another form or a week the year does not have.
 */
export function parseIsoWeekDate(text: string): IsoWeekDate {
  const s = String(text ?? '').trim();
  const m = /^(\d{4})-?[Ww](\d{2})(?:-?([1-7]))?$/.exec(s);
  if (!m) throw new ToolInputError(`"${s.slice(0, 40)}" is not an ISO week date: write YYYY-Www-D, such as 2020-W53-7, or YYYY-Www.`);
  const w = { weekYear: Number(m[1]), week: Number(m[2]), weekday: m[3] ? Number(m[3]) : 1 };
  fromIsoWeekDate(w);
  return w;
}

/**
 * Week of the year by the US convention (weeks Sunday to Saturday, week 1 holds 1 January),
 * as `date-fns` `getWeek` counts by default and the old tool showed as "local week".
 *
 * @param d - the date.
 * @returns the week number 1–54 and the year it belongs to.
 */
export function usWeek(d: CivilDate): { weekYear: number; week: number } {
  checkCalendarDate(d);
  const sundayIndex = (isoWeekday(d) % 7); // 0 = Sunday
  const weekStart = epochDayOf(d) - sundayIndex;
  // Week 1 of the next year starts on the Sunday on or before its 1 January.
  const next = epochDayOf({ year: d.year + 1, month: 1, day: 1 });
  const nextStart = next - (isoWeekday(civilFromEpochDay(next)) % 7);
  if (weekStart >= nextStart) return { weekYear: d.year + 1, week: 1 };
  const jan1 = epochDayOf({ year: d.year, month: 1, day: 1 });
  const firstStart = jan1 - (isoWeekday(civilFromEpochDay(jan1)) % 7);
  return { weekYear: d.year, week: Math.floor((weekStart - firstStart) / 7) + 1 };
}

/**
 * Week of the month with weeks from Monday: week 1 holds the 1st of the month, and each Monday
 * starts the next (as `date-fns` `getWeekOfMonth` with `weekStartsOn: 1`).
 *
 * @param d - the date.
 * @returns 1–6.
 */
export function weekOfMonth(d: CivilDate): number {
  checkCalendarDate(d);
  const first = isoWeekday({ year: d.year, month: d.month, day: 1 });
  return Math.floor((d.day - 1 + (first - 1)) / 7) + 1;
}

/**
 * The Monday of week `week` of a month (Monday-start weeks as {@link weekOfMonth}; the Monday of
 * week 1 may fall in the month before).
 *
 * @param year - the year.
 * @param month - 1–12.
 * @param week - 1–6.
 * @returns the date of that Monday.
 * @throws ToolInputError when the month has no such week.
 */
export function mondayOfMonthWeek(year: number, month: number, week: number): CivilDate {
  checkCalendarDate({ year, month, day: 1 });
  if (!Number.isInteger(week) || week < 1 || week > 6) throw new ToolInputError('The week of the month runs from 1 to 6.');
  const first = epochDayOf({ year, month, day: 1 });
  const monday = first - (isoWeekday({ year, month, day: 1 }) - 1) + (week - 1) * 7;
  const last = epochDayOf({ year, month, day: daysInMonthOf(year, month) });
  if (monday > last) throw new ToolInputError(`${year}-${String(month).padStart(2, '0')} has only ${weekOfMonth({ year, month, day: daysInMonthOf(year, month) })} weeks.`);
  return civilFromEpochDay(monday);
}

/** Weekday names (English), Monday first, for ISO weekday numbers 1–7. */
export const ISO_WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
