import { ToolInputError } from '@handy-tools/ui/kit';
import { DateTime } from 'luxon';
import { checkTimeZone, zoneState, type ZoneState } from '../time-zones/time-zones.js';

/** A wall time read in its zone, with what happened to it at a daylight saving change. */
export interface WallTimeReading {
  /** Milliseconds since the Unix epoch. */
  epochMs: number;
  /** ISO 8601 in the source zone. */
  iso: string;
  /** `gap`: the wall time does not exist (clocks jumped forward) and was moved forward by the gap;
   * `overlap`: it happens twice (clocks went back) and the first (earlier) instant is used. */
  transition: 'none' | 'gap' | 'overlap';
}

/**
 * Reads a wall time `YYYY-MM-DDTHH:MM[:SS]` in an IANA zone.
 *
 * @param text - the wall time.
 * @param zone - IANA zone.
 * @returns the instant, and whether the time fell in a daylight saving gap or overlap.
 * @throws ToolInputError for another form, a date that does not exist or an unknown zone.
 */
export function readWallTime(text: string, zone: string): WallTimeReading {
  checkTimeZone(zone);
  const s = String(text ?? '').trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (!m) throw new ToolInputError(`"${s.slice(0, 40)}" is not a date and time: write YYYY-MM-DDTHH:MM, such as 2024-03-31T02:30.`);
  const fields = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: Number(m[4]), minute: Number(m[5]), second: Number(m[6] ?? 0) };
  const dt = DateTime.fromObject(fields, { zone });
  if (!dt.isValid) throw new ToolInputError(`${s} does not exist: ${dt.invalidExplanation ?? 'check the month, day and time'}.`);
  // The instants whose wall time in the zone is the one typed: none in a gap, two in an overlap.
  const wall = new Date(0);
  wall.setUTCFullYear(fields.year, fields.month - 1, fields.day);
  wall.setUTCHours(fields.hour, fields.minute, fields.second);
  const wallAsUtc = wall.getTime();
  const offsets = new Set([dt.offset, DateTime.fromMillis(wallAsUtc - 86_400_000, { zone }).offset, DateTime.fromMillis(wallAsUtc + 86_400_000, { zone }).offset]);
  const matches = [...offsets]
    .map((o) => wallAsUtc - o * 60_000)
    .filter((ms) => {
      const back = DateTime.fromMillis(ms, { zone });
      return back.day === fields.day && back.hour === fields.hour && back.minute === fields.minute && back.second === fields.second;
    })
    .sort((a, b) => a - b);
  const transition: WallTimeReading['transition'] = matches.length === 0 ? 'gap' : matches.length > 1 ? 'overlap' : 'none';
  const chosen = matches.length === 0 ? dt : DateTime.fromMillis(matches[0]!, { zone });
  return { epochMs: chosen.toMillis(), iso: chosen.toISO({ suppressMilliseconds: true }) ?? '', transition };
}

/** A row of {@link convertToZones}. */
export interface ZoneTime extends ZoneState {
  /** Wall date `YYYY-MM-DD` and time `HH:MM:SS` there. */
  date: string;
  time: string;
  /** ISO 8601 with the offset. */
  iso: string;
  /** Day difference against the source's wall date: −1, 0, +1 (or ±2 across the date line). */
  dayShift: number;
  /** Weekday, English short name. */
  weekday: string;
}

/**
 * The same instant in several zones, with each zone's offset and daylight saving state.
 *
 * @param epochMs - the instant (milliseconds since the Unix epoch).
 * @param sourceZone - the zone the time was typed in (for `dayShift`).
 * @param zones - the target IANA zones (unknown ones throw).
 * @returns one row per zone, in the order given.
 * @throws ToolInputError for an unknown zone or an instant out of range.
 */
export function convertToZones(epochMs: number, sourceZone: string, zones: readonly string[]): ZoneTime[] {
  checkTimeZone(sourceZone);
  if (typeof epochMs !== 'number' || !Number.isFinite(epochMs) || Math.abs(epochMs) > 8.64e15) throw new ToolInputError('The instant is outside the range of dates.');
  if (!Array.isArray(zones)) throw new ToolInputError('Give a list of zones.');
  const source = DateTime.fromMillis(epochMs, { zone: sourceZone });
  const sourceDay = Date.UTC(source.year, source.month - 1, source.day);
  return zones.map((zone) => {
    checkTimeZone(zone);
    const dt = DateTime.fromMillis(epochMs, { zone });
    return {
      ...zoneState(zone, epochMs),
      date: dt.toFormat('yyyy-MM-dd'),
      time: dt.toFormat('HH:mm:ss'),
      iso: dt.toISO({ suppressMilliseconds: true }) ?? '',
      dayShift: Math.round((Date.UTC(dt.year, dt.month - 1, dt.day) - sourceDay) / 86_400_000),
      weekday: dt.toFormat('ccc', { locale: 'en-US' }),
    };
  });
}

/**
 * The daylight saving changes of a zone in a year: the instants its offset changes, with the offsets before and after.
 *
 * @param zone - IANA zone.
 * @param year - the year.
 * @returns the changes in order (none for a zone without DST).
 * @throws ToolInputError for an unknown zone.
 */
export function zoneOffsetChanges(zone: string, year: number): { epochMs: number; iso: string; fromMinutes: number; toMinutes: number }[] {
  checkTimeZone(zone);
  if (!Number.isInteger(year) || year < 1 || year > 9999) throw new ToolInputError('The year must be from 1 to 9999.');
  const out: { epochMs: number; iso: string; fromMinutes: number; toMinutes: number }[] = [];
  const offsetAt = (ms: number) => DateTime.fromMillis(ms, { zone }).offset;
  let t = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const step = 6 * 3_600_000;
  let prev = offsetAt(t);
  while (t < end) {
    const next = Math.min(t + step, end);
    const off = offsetAt(next);
    if (off !== prev) {
      let lo = t;
      let hi = next;
      while (hi - lo > 60_000) {
        const mid = Math.floor((lo + hi) / 2 / 60_000) * 60_000;
        if (mid <= lo) break;
        if (offsetAt(mid) === prev) lo = mid;
        else hi = mid;
      }
      out.push({ epochMs: hi, iso: DateTime.fromMillis(hi, { zone }).toISO({ suppressMilliseconds: true }) ?? '', fromMinutes: prev, toMinutes: off });
      prev = off;
    }
    t = next;
  }
  return out;
}
