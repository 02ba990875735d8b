import { ToolInputError } from '@handy-tools/ui/kit';
import Decimal from 'decimal.js';

/** The periods an availability is computed over. */
export const SLA_PERIODS = ['day', 'week', 'month', 'quarter', 'year'] as const;
/** A period an availability is computed over. */
export type SlaPeriod = (typeof SLA_PERIODS)[number];

/**
 * The length of a year: `gregorian` 365.2425 days (the Gregorian average, as the old tool and
 * most SLA calculators such as uptime.is use), `365` or `366` days.
 */
export type YearLength = 'gregorian' | '365' | '366';
/**
 * The length of a month: `average` a twelfth of the year (30.436875 days for the Gregorian year),
 * or a fixed `28`, `29`, `30` or `31` days.
 */
export type MonthLength = 'average' | '28' | '29' | '30' | '31';

/** Hours of service on each weekday, Monday first (7 numbers from 0 to 24). */
export type ServiceWeekHours = readonly [number, number, number, number, number, number, number];

/** Every day, all day. */
export const ALWAYS_ON_HOURS: ServiceWeekHours = [24, 24, 24, 24, 24, 24, 24];

/** The calendar the periods are measured in. */
export interface SlaCalendar {
  year: YearLength;
  month: MonthLength;
  /** Service hours per weekday, Monday first; default 24 every day. */
  weekHours?: ServiceWeekHours;
}

/** Days in the year the calendar uses (exact). */
export function slaYearDays(year: YearLength): Decimal {
  return new Decimal(year === 'gregorian' ? '365.2425' : year);
}

/** Days in the month the calendar uses (exact). */
export function slaMonthDays(c: SlaCalendar): Decimal {
  return c.month === 'average' ? slaYearDays(c.year).div(12) : new Decimal(c.month);
}

function checkServiceHours(hours: ServiceWeekHours | undefined): ServiceWeekHours {
  const h = hours ?? ALWAYS_ON_HOURS;
  if (!Array.isArray(h) || h.length !== 7) throw new ToolInputError('Give the service hours of each of the 7 weekdays.');
  h.forEach((v, i) => {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 24) {
      throw new ToolInputError(`The service hours of ${['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][i]} must be between 0 and 24.`);
    }
  });
  if (h.every((v) => v === 0)) throw new ToolInputError('The service runs no hour in the week: give at least one day some service hours.');
  return h;
}

/**
 * The service time in each period, in seconds (exact). With service hours other than 24 h every
 * day, a period holds its number of weeks times the week's service hours (the day only when every
 * day has the same hours).
 *
 * @param c - the calendar.
 * @returns seconds of service per period; `day` is null when days differ.
 * @throws ToolInputError for service hours out of 0–24.
 */
export function slaServiceSeconds(c: SlaCalendar): Record<SlaPeriod, Decimal | null> {
  const hours = checkServiceHours(c.weekHours);
  const week = hours.reduce((s, v) => s.plus(new Decimal(v)), new Decimal(0)).times(3600);
  const perDay = week.div(7);
  const month = week.div(7).times(slaMonthDays(c));
  return {
    day: hours.every((v) => v === hours[0]) ? perDay : null,
    week,
    month,
    quarter: month.times(3),
    year: perDay.times(slaYearDays(c.year)),
  };
}

/**
 * Reads an availability percentage (`99.95`, `99.95 %`, `99,95`).
 *
 * @param text - the percentage.
 * @returns it as an exact decimal in [0, 100].
 * @throws ToolInputError when it is not a number from 0 to 100.
 */
export function parseAvailabilityPercent(text: string): Decimal {
  const s = String(text ?? '').trim().replace(/\s*%$/, '').replace(',', '.');
  if (s === '') throw new ToolInputError('Enter an availability in percent, such as 99.95.');
  if (!/^\d{1,3}(?:\.\d{0,30})?$|^\.\d{1,30}$/.test(s)) throw new ToolInputError(`"${String(text).slice(0, 40)}" is not a percentage: write a number from 0 to 100, such as 99.95.`);
  const d = new Decimal(s);
  if (d.gt(100)) throw new ToolInputError('An availability cannot exceed 100 %.');
  return d;
}

/** One row of {@link availabilityToDowntime}. */
export interface DowntimeRow {
  period: SlaPeriod;
  /** Allowed downtime in seconds, exact decimal text. */
  seconds: string;
  /** The same, readable: `4m 19.2s`. */
  text: string;
}

function trimDecimalText(d: Decimal): string {
  return d.toFixed().replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

/**
 * Writes seconds as days, hours, minutes and seconds (`1d 2h 3m 4.5s`), seconds rounded to 3 decimals.
 *
 * @param seconds - a duration in seconds (≥ 0).
 * @returns the readable text; `0s` for zero.
 */
export function formatDowntime(seconds: Decimal): string {
  const total = seconds.toDecimalPlaces(3);
  if (total.isZero()) return '0s';
  const whole = total.floor();
  const frac = total.minus(whole);
  const d = whole.divToInt(86400);
  const rest = whole.mod(86400).toNumber();
  const h = Math.floor(rest / 3600);
  const m = Math.floor((rest % 3600) / 60);
  const s = new Decimal(rest % 60).plus(frac);
  return [d.isZero() ? '' : `${d.toFixed()}d`, h ? `${h}h` : '', m ? `${m}m` : '', s.isZero() ? '' : `${trimDecimalText(s)}s`].filter(Boolean).join(' ');
}

/**
 * Allowed downtime per period for an availability: downtime = (1 − availability/100) × service time.
 *
 * @param percent - the availability in percent (`99.95`).
 * @param c - the calendar (year and month lengths, service hours).
 * @returns one row per period (no `day` row when days have different service hours); seconds exact.
 * @throws ToolInputError for a percentage outside 0–100 or bad service hours.
 */
export function availabilityToDowntime(percent: string, c: SlaCalendar): DowntimeRow[] {
  const p = parseAvailabilityPercent(percent);
  const down = new Decimal(1).minus(p.div(100));
  const service = slaServiceSeconds(c);
  const rows: DowntimeRow[] = [];
  for (const period of SLA_PERIODS) {
    const s = service[period];
    if (s === null) continue;
    const secs = down.times(s);
    rows.push({ period, seconds: trimDecimalText(secs.toDecimalPlaces(6)), text: formatDowntime(secs) });
  }
  return rows;
}

/** One row of {@link downtimeToAvailability}. */
export interface AvailabilityRow {
  period: SlaPeriod;
  /** Availability in percent, up to 6 decimals (`99.993056`); negative when the downtime exceeds the period. */
  percent: string;
  /** Whether the downtime is longer than the period's service time. */
  exceeds: boolean;
}

/**
 * Availability per period that a given downtime leaves: 100 × (1 − downtime / service time).
 *
 * @param downtimeSeconds - the downtime in seconds (exact decimal, ≥ 0).
 * @param c - the calendar.
 * @returns one row per period, percent rounded to 6 decimals.
 * @throws ToolInputError for a negative downtime or bad service hours.
 */
export function downtimeToAvailability(downtimeSeconds: Decimal, c: SlaCalendar): AvailabilityRow[] {
  if (!Decimal.isDecimal(downtimeSeconds) || !downtimeSeconds.isFinite()) throw new ToolInputError('Enter a downtime such as 5m or 1h 30m.');
  if (downtimeSeconds.isNegative() && !downtimeSeconds.isZero()) throw new ToolInputError('A downtime cannot be negative.');
  const service = slaServiceSeconds(c);
  const rows: AvailabilityRow[] = [];
  for (const period of SLA_PERIODS) {
    const s = service[period];
    if (s === null) continue;
    const pct = new Decimal(1).minus(downtimeSeconds.div(s)).times(100);
    rows.push({ period, percent: trimDecimalText(pct.toDecimalPlaces(6)), exceeds: downtimeSeconds.gt(s) });
  }
  return rows;
}
