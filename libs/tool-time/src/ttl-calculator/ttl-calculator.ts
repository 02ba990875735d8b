import { ToolInputError } from '@handy-tools/ui/kit';
import { durationPartsToSeconds, parseDurationText } from '../duration-calculator/duration-calculator.js';
import type { DurationParts } from '../duration-calculator/duration-parse.js';

/**
 * TTL calculator: the logic. A TTL (time to live) is a whole number of seconds: DNS resource
 * records (RFC 1035 §3.2.1, RFC 2181 §8: an unsigned 32-bit value of which only 0 to 2^31 − 1 is
 * allowed), HTTP caches (`Cache-Control: max-age`, RFC 9111 §5.2.2.1), HSTS `max-age`
 * (RFC 6797 §6.1.1). This module turns seconds into readable durations and back and computes
 * expiry times.
 */

/** The largest TTL RFC 2181 §8 allows: 2^31 − 1 seconds (about 68 years). */
export const MAX_DNS_TTL = 2_147_483_647;

/** Seconds in each unit of the compact form (`w`, `d`, `h`, `m`, `s`), largest first. */
export const TTL_DURATION_UNITS = [
  { unit: 'w', seconds: 604_800 },
  { unit: 'd', seconds: 86_400 },
  { unit: 'h', seconds: 3_600 },
  { unit: 'm', seconds: 60 },
  { unit: 's', seconds: 1 },
] as const;

/** A unit letter of the compact form. */
export type TtlDurationUnit = (typeof TTL_DURATION_UNITS)[number]['unit'];

/**
 * Common TTLs, in seconds: DNS records (short for failover, an hour typical, a day for stable
 * records; RFC 1912 §2.2 suggests SOA refresh/retry/expire/minimum values in this range), CDN and
 * browser caches (RFC 9111 max-age), HSTS max-age (RFC 6797 §6.1.1; one year, two for the preload list).
 */
export const TTL_PRESETS = [60, 300, 900, 3_600, 14_400, 43_200, 86_400, 604_800, 2_592_000, 31_536_000, 63_072_000] as const;

/** Seconds of parsed duration parts; years and months have no fixed length, so a TTL refuses them. */
function ttlSeconds(parts: DurationParts, text: string): number {
  if (!parts.years.isZero() || !parts.months.isZero()) {
    throw new ToolInputError(`"${text.slice(0, 60)}" uses years or months, which have no fixed number of seconds: use days (P30D) or weeks (P4W).`);
  }
  return durationPartsToSeconds(parts).toNumber();
}

/**
 * Reads an ISO 8601 duration (ISO 8601-1:2019 §5.5.2.4, the `PnDTnHnMnS` and `PnW` forms, as
 * RFC 5545 §3.3.6 and XML Schema use them) as seconds.
 *
 * @param text - e.g. `PT1H30M`, `P1D`, `P2W`, `P1DT0.5S`.
 * @returns the duration in seconds (may be fractional when the text has a decimal part).
 * @throws ToolInputError for years or months (no fixed length in seconds), a malformed text, or a negative sign.
 */
export function parseTtlIsoDuration(text: string): number {
  const t = text.trim();
  if (t.startsWith('-')) throw new ToolInputError('A TTL cannot be negative: remove the "-".');
  const body = t.replace(/^\+/, '');
  if (!/^P/i.test(body)) throw new ToolInputError(`"${t.slice(0, 60)}" is not an ISO 8601 duration: write it as P1DT2H30M (days, then T, hours, minutes, seconds) or P2W.`);
  return ttlSeconds(parseDurationText(body).parts, t);
}

/**
 * Reads a duration typed in any of the usual forms and returns its length in seconds:
 * - plain seconds: `86400`;
 * - units, BIND zone-file style (`1w2d`, `1h30m`, `90s`; `w`, `d`, `h`, `m`, `s`, case-insensitive),
 *   with spaces and words allowed (`1 hour 30 minutes`, `1.5h`);
 * - clock form `hh:mm:ss` or `mm:ss` (`01:30:00`), optionally preceded by days: `2d 01:30:00`;
 * - ISO 8601 durations (`PT1H30M`, `P1D`, `P2W`: {@link parseTtlIsoDuration}).
 *
 * @param text - the duration.
 * @returns the seconds (may be fractional, e.g. `0.5s`; callers needing a TTL check {@link checkTtl}).
 * @throws ToolInputError naming the part that cannot be read.
 */
export function parseTtlDuration(text: string): number {
  const t = text.trim();
  if (t === '') throw new ToolInputError('Enter a duration: seconds (86400), units (1d, 1h30m) or ISO 8601 (PT1H30M).');
  if (t.length > 200) throw new ToolInputError('This duration is too long to be one: keep it under 200 characters.');
  if (/^[+-]?P/i.test(t)) return parseTtlIsoDuration(t);
  if (t.startsWith('-')) throw new ToolInputError('A TTL cannot be negative: remove the "-".');
  if (/^\d+(?:\.\d+)?$/.test(t)) return Number(t);
  const clock = /^(?:(\d+)\s*d(?:ays?)?\s+)?(?:(\d+):)?(\d{1,2}):(\d{2}(?:\.\d+)?)$/i.exec(t);
  if (clock !== null) {
    const [d, h, mm, ss] = [clock[1] ?? '0', clock[2] ?? '0', clock[3] ?? '0', clock[4] ?? '0'];
    const hours = clock[2] === undefined ? 0 : Number(h);
    const minutes = Number(mm);
    const seconds = Number(ss);
    if (clock[2] !== undefined && minutes > 59) throw new ToolInputError(`"${t}": minutes go from 00 to 59 in the hh:mm:ss form.`);
    if (seconds >= 60) throw new ToolInputError(`"${t}": seconds go from 00 to 59 in the clock form.`);
    return Number(d) * 86_400 + hours * 3_600 + minutes * 60 + seconds;
  }
  // Units (1w2d, 1h30m, 1 hour 30 minutes): the duration calculator's parser, exact decimals.
  return ttlSeconds(parseDurationText(t).parts, t);
}

/**
 * Checks that seconds make a TTL: a whole, non-negative number (RFC 2181 §8). Values over
 * 2^31 − 1 are allowed for caches but flagged for DNS by {@link ttlWarnings}.
 *
 * @param seconds - the value.
 * @returns the same value.
 * @throws ToolInputError when it is negative, fractional, or beyond 2^53 − 1.
 */
export function checkTtl(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds > Number.MAX_SAFE_INTEGER) throw new ToolInputError('This TTL is too large to compute exactly: keep it under 9,007,199,254,740,991 seconds.');
  if (seconds < 0) throw new ToolInputError('A TTL cannot be negative.');
  if (!Number.isInteger(seconds)) throw new ToolInputError(`A TTL is a whole number of seconds: ${seconds} s has a fraction.`);
  return seconds;
}

/**
 * Reads a TTL: a duration in any form {@link parseTtlDuration} accepts, which must be whole seconds.
 *
 * @param text - e.g. `86400`, `1d`, `PT1H30M`.
 * @returns whole seconds.
 * @throws ToolInputError as {@link parseTtlDuration} and {@link checkTtl}.
 */
export function parseTtl(text: string): number {
  return checkTtl(parseTtlDuration(text));
}

/** A TTL split into weeks, days, hours, minutes and seconds, each a whole number. */
export interface TtlParts {
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Splits whole seconds into weeks, days, hours, minutes and seconds (a day is 86,400 s: TTLs count
 * elapsed seconds, so leap seconds and daylight-saving changes do not apply).
 *
 * @param totalSeconds - a whole, non-negative number of seconds.
 * @param useWeeks - whether to count weeks (otherwise days absorb them).
 * @returns the parts.
 * @throws ToolInputError as {@link checkTtl}.
 */
export function splitTtl(totalSeconds: number, useWeeks = false): TtlParts {
  let rest = checkTtl(totalSeconds);
  const weeks = useWeeks ? Math.floor(rest / 604_800) : 0;
  rest -= weeks * 604_800;
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3_600);
  rest -= hours * 3_600;
  const minutes = Math.floor(rest / 60);
  return { weeks, days, hours, minutes, seconds: rest - minutes * 60 };
}

/**
 * Writes seconds in the compact unit form BIND accepts in zone files (`1w2d3h4m5s`; `0s` for 0).
 *
 * @param totalSeconds - whole, non-negative seconds.
 * @param useWeeks - whether to use weeks (default true: 604800 → `1w`).
 * @returns the text; {@link parseTtlDuration} reads it back to the same value.
 * @throws ToolInputError as {@link checkTtl}.
 */
export function formatTtlCompact(totalSeconds: number, useWeeks = true): string {
  const p = splitTtl(totalSeconds, useWeeks);
  const out = (p.weeks ? `${p.weeks}w` : '') + (p.days ? `${p.days}d` : '') + (p.hours ? `${p.hours}h` : '') + (p.minutes ? `${p.minutes}m` : '') + (p.seconds ? `${p.seconds}s` : '');
  return out === '' ? '0s' : out;
}

/**
 * Writes seconds as an ISO 8601 duration with days and time (`P1DT2H30M`; `PT0S` for 0;
 * ISO 8601-1:2019 §5.5.2.4, the form RFC 5545 §3.3.6 uses). Weeks are folded into days because
 * RFC 5545 does not allow `W` with other units.
 *
 * @param totalSeconds - whole, non-negative seconds.
 * @returns the text; {@link parseTtlIsoDuration} reads it back to the same value.
 * @throws ToolInputError as {@link checkTtl}.
 */
export function formatTtlIsoDuration(totalSeconds: number): string {
  const p = splitTtl(totalSeconds, false);
  const time = (p.hours ? `${p.hours}H` : '') + (p.minutes ? `${p.minutes}M` : '') + (p.seconds ? `${p.seconds}S` : '');
  if (p.days === 0 && time === '') return 'PT0S';
  return `P${p.days ? `${p.days}D` : ''}${time ? `T${time}` : ''}`;
}

/**
 * Writes seconds as a clock: `hh:mm:ss`, with days in front when there are any (`2d 01:30:00`).
 *
 * @param totalSeconds - whole, non-negative seconds.
 * @returns the text; {@link parseTtlDuration} reads it back.
 * @throws ToolInputError as {@link checkTtl}.
 */
export function formatTtlClock(totalSeconds: number): string {
  const p = splitTtl(totalSeconds, false);
  const hms = [p.hours, p.minutes, p.seconds].map((n) => String(n).padStart(2, '0')).join(':');
  return p.days ? `${p.days}d ${hms}` : hms;
}

/** Warnings about a TTL's value, for DNS use. */
export type TtlWarning = 'over-rfc2181' | 'zero';

/**
 * What is unusual about a TTL: beyond RFC 2181 §8's 2^31 − 1 (resolvers treat it as 0), or 0
 * (RFC 1035 §3.2.1: not cached).
 *
 * @param seconds - whole seconds.
 * @returns the warnings, empty for a usual TTL.
 */
export function ttlWarnings(seconds: number): TtlWarning[] {
  const w: TtlWarning[] = [];
  if (seconds > MAX_DNS_TTL) w.push('over-rfc2181');
  if (seconds === 0) w.push('zero');
  return w;
}

/**
 * The instant a TTL expires, counted from a start instant.
 *
 * @param startMs - when the record was cached (ms since the epoch).
 * @param ttlSeconds - whole, non-negative seconds.
 * @returns the expiry, ms since the epoch.
 * @throws ToolInputError when the result lies beyond the dates a browser can show (±8.64e15 ms, ECMA-262 §21.4.1.1).
 */
export function ttlExpiry(startMs: number, ttlSeconds: number): number {
  const end = startMs + checkTtl(ttlSeconds) * 1000;
  if (!Number.isFinite(end) || Math.abs(end) > 8.64e15) throw new ToolInputError('The expiry lies beyond the year 275760, the last date a browser can show.');
  return end;
}
