import { ToolInputError } from '@handy-tools/ui/kit';
import { checkTimeZone, zoneOffsetMinutes } from '../time-zones/time-zones.js';
import { wallTimeInZone, type WallTime } from '../time-zones/wall-time.js';

/**
 * Builds an RFC 5545 VTIMEZONE component (§3.6.5) for an IANA zone from the platform's time-zone
 * data (`Intl`), so a calendar that uses `TZID=Europe/Paris` carries the definition RFC 5545
 * §3.2.19 requires.
 */

/** One change of offset: the instant, and the offsets before and after (minutes east of UTC). */
export interface ZoneTransition {
  at: number;
  from: number;
  to: number;
}

/** Scan step: a week (no zone changes offset twice within a week in the tz data of this century). */
const STEP = 7 * 86_400_000;

/**
 * The offset changes of a zone between two instants, found by scanning week by week and narrowing
 * each change to the minute (two changes less than a week apart would be missed: none occurs in
 * the IANA tz data since 1970).
 *
 * @param timeZone - an IANA zone name.
 * @param fromMs - start of the range, ms since the epoch.
 * @param toMs - end of the range, ms since the epoch.
 * @returns the transitions in order (none for a zone with one offset in the range).
 * @throws ToolInputError for an unknown zone.
 */
export function zoneTransitions(timeZone: string, fromMs: number, toMs: number): ZoneTransition[] {
  checkTimeZone(timeZone);
  const out: ZoneTransition[] = [];
  let t = fromMs;
  let off = zoneOffsetMinutes(timeZone, t);
  while (t < toMs) {
    const next = Math.min(t + STEP, toMs);
    const nextOff = zoneOffsetMinutes(timeZone, next);
    if (nextOff !== off) {
      let lo = t;
      let hi = next; // offset(lo) = off, offset(hi) = nextOff
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (mid <= lo) break;
        if (zoneOffsetMinutes(timeZone, mid) === off) lo = mid;
        else hi = mid;
      }
      out.push({ at: hi, from: off, to: nextOff });
      off = nextOff;
    }
    t = next;
  }
  return out;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** `-0500`, `+0100`, `+0530`: a UTC offset as RFC 5545 §3.3.14 writes it. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const a = Math.abs(minutes);
  return `${sign}${pad(Math.floor(a / 60))}${pad(a % 60)}`;
}

/** A wall time as an RFC 5545 §3.3.5 local DATE-TIME (`19700329T020000`). */
export function formatLocalDateTime(w: Pick<WallTime, 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'>): string {
  return `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** The wall time just before a transition, read with the offset in force before it. */
function localStart(tr: ZoneTransition): WallTime {
  const d = new Date(tr.at + tr.from * 60_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds(), millisecond: 0 };
}

/** The yearly rule "n-th (or last) weekday of the month" matching a transition's local date. */
function yearlyRule(w: WallTime): { month: number; nth: number; weekday: number } {
  const weekday = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(w.year, w.month, 0)).getUTCDate();
  const nth = w.day + 7 > daysInMonth ? -1 : Math.ceil(w.day / 7);
  return { month: w.month, nth, weekday };
}

/** The date the rule gives in a year. */
function ruleDate(rule: { month: number; nth: number; weekday: number }, year: number): number {
  if (rule.nth > 0) {
    const first = new Date(Date.UTC(year, rule.month - 1, 1)).getUTCDay();
    return 1 + ((rule.weekday - first + 7) % 7) + (rule.nth - 1) * 7;
  }
  const days = new Date(Date.UTC(year, rule.month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, rule.month - 1, days)).getUTCDay();
  return days - ((last - rule.weekday + 7) % 7);
}

function zoneAbbreviation(timeZone: string, at: number): string | null {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName');
    const name = part?.value ?? '';
    return /^[A-Z]{2,5}$/.test(name) ? name : null; // "GMT+1" style names are not abbreviations
  } catch {
    return null;
  }
}

/**
 * The content lines of a VTIMEZONE (RFC 5545 §3.6.5) describing `timeZone` around an instant:
 * - a zone with no change of offset in the years around it: one STANDARD observance;
 * - a zone whose changes follow a yearly "n-th or last weekday of a month" rule over those years
 *   (most daylight-saving rules): one STANDARD and one DAYLIGHT observance with an RRULE
 *   (`FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU`), as in RFC 5545 §3.6.5's examples;
 * - otherwise: one observance per change (DTSTART, TZOFFSETFROM, TZOFFSETTO), which is exact for
 *   the years covered.
 *
 * @param timeZone - an IANA zone name (not `UTC`: UTC times need no VTIMEZONE, §3.3.5 form #2).
 * @param aroundMs - an instant the calendar uses (the event's start), ms since the epoch.
 * @param years - how many years after the instant's year the definition must cover (default 5).
 * @returns the lines from `BEGIN:VTIMEZONE` to `END:VTIMEZONE`, unfolded.
 * @throws ToolInputError for an unknown zone.
 */
export function buildVTimezone(timeZone: string, aroundMs: number, years = 5): string[] {
  checkTimeZone(timeZone);
  if (!Number.isFinite(aroundMs)) throw new ToolInputError('The event time is out of range.');
  const key = `${timeZone}|${wallTimeInZone(aroundMs, timeZone).year}|${years}`;
  const cached = vtimezoneCache.get(key);
  if (cached) return [...cached];
  const built = computeVTimezone(timeZone, aroundMs, years);
  if (vtimezoneCache.size > 200) vtimezoneCache.clear();
  vtimezoneCache.set(key, built);
  return [...built];
}

const vtimezoneCache = new Map<string, string[]>();

function computeVTimezone(timeZone: string, aroundMs: number, years: number): string[] {
  if (!Number.isFinite(aroundMs)) throw new ToolInputError('The event time is out of range.');
  const year = wallTimeInZone(aroundMs, timeZone).year;
  const from = Date.UTC(year - 1, 0, 1);
  const to = Date.UTC(year + years + 1, 0, 1);
  const transitions = zoneTransitions(timeZone, from, to);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', dtstart: string, fromOff: number, toOff: number, at: number, extra: string[] = []) => {
    const name = zoneAbbreviation(timeZone, at);
    lines.push(`BEGIN:${kind}`, `DTSTART:${dtstart}`, ...extra, `TZOFFSETFROM:${formatUtcOffset(fromOff)}`, `TZOFFSETTO:${formatUtcOffset(toOff)}`, ...(name ? [`TZNAME:${name}`] : []), `END:${kind}`);
  };
  if (transitions.length === 0) {
    const off = zoneOffsetMinutes(timeZone, aroundMs);
    observance('STANDARD', '19700101T000000', off, off, aroundMs);
    lines.push('END:VTIMEZONE');
    return lines;
  }
  // Try yearly weekday rules built from the first two transitions; check them against all the others.
  const firstTwo = transitions.slice(0, 2);
  const rules = firstTwo.map((tr) => ({ tr, local: localStart(tr), rule: yearlyRule(localStart(tr)) }));
  const ruleFits =
    transitions.length >= 2 &&
    transitions.every((tr, i) => {
      const r = rules[i % 2]!;
      const local = localStart(tr);
      return tr.from === r.tr.from && tr.to === r.tr.to && local.month === r.rule.month && local.day === ruleDate(r.rule, local.year) && local.hour === r.local.hour && local.minute === r.local.minute;
    });
  if (ruleFits) {
    for (const { tr, local, rule } of rules) {
      const kind = tr.to > tr.from ? 'DAYLIGHT' : 'STANDARD';
      observance(kind, formatLocalDateTime(local), tr.from, tr.to, tr.at, [`RRULE:FREQ=YEARLY;BYMONTH=${rule.month};BYDAY=${rule.nth}${WEEKDAYS[rule.weekday]}`]);
    }
  } else {
    // The offset before the first change, from the start of the range.
    const first = transitions[0]!;
    observance('STANDARD', formatLocalDateTime(wallTimeInZone(from, timeZone)), first.from, first.from, from);
    for (const tr of transitions) observance(tr.to > tr.from ? 'DAYLIGHT' : 'STANDARD', formatLocalDateTime(localStart(tr)), tr.from, tr.to, tr.at);
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
