import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * ETA calculator: the logic. A job that consumes units (files copied, rows imported, plates
 * washed) at a steady rate ends after `remaining units ÷ rate`; the rate comes either from the
 * progress so far (done units over the elapsed time) or from a known rate (n units per time span).
 * Durations are in milliseconds, instants in milliseconds since 1970-01-01T00:00:00Z (ECMA-262 §21.4.1.1).
 */

/** Milliseconds in each time unit the calculator offers. */
export const ETA_TIME_UNIT_MS = {
  ms: 1,
  s: 1_000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
} as const;

/** A time unit: milliseconds, seconds, minutes, hours or days. */
export type EtaTimeUnit = keyof typeof ETA_TIME_UNIT_MS;

/** The estimate. */
export interface Eta {
  /** Units per millisecond. */
  ratePerMs: number;
  /** Units still to do. */
  remainingUnits: number;
  /** Time left, ms. */
  remainingMs: number;
  /** Time the whole job takes at this rate, ms. */
  totalMs: number;
  /** Share done, 0–1 (more than 1 when more was done than planned). */
  fraction: number;
}

/**
 * Reads a count of units: a non-negative decimal number (digits, optional `.` fraction; spaces,
 * `_` and `,` as thousands separators are ignored).
 *
 * @param text - e.g. `1 200`, `3.5`.
 * @param what - the field's name for the message.
 * @returns the number.
 * @throws ToolInputError when the text is not a non-negative finite number.
 */
export function parseEtaAmount(text: string, what: string): number {
  const t = text.trim().replace(/[\s_,]/g, '');
  if (t === '') throw new ToolInputError(`Enter ${what}.`);
  if (!/^\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i.test(t)) throw new ToolInputError(`${what[0]!.toUpperCase()}${what.slice(1)}: "${text.trim().slice(0, 40)}" is not a number (use digits such as 1200 or 3.5).`);
  const n = Number(t);
  if (!Number.isFinite(n)) throw new ToolInputError(`${what[0]!.toUpperCase()}${what.slice(1)} is too large.`);
  return n;
}

/**
 * Estimates the end from the progress so far: `rate = done ÷ elapsed`, `remaining = (total − done) ÷ rate`.
 *
 * @param total - units of the whole job (> 0).
 * @param done - units done so far (> 0).
 * @param elapsedMs - time the done units took, ms (> 0).
 * @returns {@link Eta}; when `done ≥ total`, nothing remains (`remainingMs` 0).
 * @throws ToolInputError when a value is zero, negative or not finite.
 */
export function etaFromProgress(total: number, done: number, elapsedMs: number): Eta {
  if (!(total > 0) || !Number.isFinite(total)) throw new ToolInputError('The total must be more than 0 units.');
  if (!(done > 0) || !Number.isFinite(done)) throw new ToolInputError('Nothing is done yet: with 0 units done there is no rate to estimate from.');
  if (!(elapsedMs > 0) || !Number.isFinite(elapsedMs)) throw new ToolInputError('The elapsed time must be more than 0.');
  const ratePerMs = done / elapsedMs;
  const remainingUnits = Math.max(0, total - done);
  return { ratePerMs, remainingUnits, remainingMs: remainingUnits / ratePerMs, totalMs: total / ratePerMs, fraction: done / total };
}

/**
 * Estimates the duration of a job from a known rate (`count` units every `spanMs`), the way
 * "5 plates in 3 minutes, 500 plates to wash → 5 hours" works.
 *
 * @param total - units to do (> 0).
 * @param count - units done per span (> 0).
 * @param spanMs - the span, ms (> 0).
 * @returns {@link Eta} with nothing done yet (`remainingUnits = total`).
 * @throws ToolInputError when a value is zero, negative or not finite.
 */
export function etaFromRate(total: number, count: number, spanMs: number): Eta {
  if (!(total > 0) || !Number.isFinite(total)) throw new ToolInputError('The total must be more than 0 units.');
  if (!(count > 0) || !Number.isFinite(count)) throw new ToolInputError('The rate needs more than 0 units per time span.');
  if (!(spanMs > 0) || !Number.isFinite(spanMs)) throw new ToolInputError('The time span must be more than 0.');
  const ratePerMs = count / spanMs;
  const totalMs = total / ratePerMs;
  return { ratePerMs, remainingUnits: total, remainingMs: totalMs, totalMs, fraction: 0 };
}

/**
 * Writes a duration in milliseconds as days, hours, minutes, seconds: `2d 03:04:05.678`,
 * `01:00:00`, `00:00:00.250` (milliseconds shown when not zero; rounded to the millisecond).
 *
 * @param ms - a non-negative duration, ms.
 * @returns the text.
 * @throws ToolInputError when the duration is negative or not finite.
 */
export function formatEtaDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) throw new ToolInputError('The duration is out of range.');
  const total = Math.round(ms);
  const days = Math.floor(total / 86_400_000);
  let rest = total - days * 86_400_000;
  const h = Math.floor(rest / 3_600_000);
  rest -= h * 3_600_000;
  const m = Math.floor(rest / 60_000);
  rest -= m * 60_000;
  const s = Math.floor(rest / 1000);
  const milli = rest - s * 1000;
  const clock = [h, m, s].map((n) => String(n).padStart(2, '0')).join(':') + (milli ? '.' + String(milli).padStart(3, '0') : '');
  return days ? `${days}d ${clock}` : clock;
}

/**
 * Converts a rate in units per millisecond to units per a chosen time unit.
 *
 * @param ratePerMs - units per ms.
 * @param unit - the time unit.
 * @returns units per that unit.
 */
export function etaRatePer(ratePerMs: number, unit: EtaTimeUnit): number {
  return ratePerMs * ETA_TIME_UNIT_MS[unit];
}
