import { ToolInputError } from '@handy-tools/ui/kit';
import Decimal from 'decimal.js';

/**
 * A duration as its parts, each an exact decimal that may carry a sign. Years, months, weeks and
 * days are *nominal* (calendar) units — their length in seconds depends on the date they are added
 * to (ISO 8601-1:2019 §3.1.2: a day is 24 h except across a daylight saving change); hours,
 * minutes, seconds are exact.
 */
export interface DurationParts {
  years: Decimal;
  months: Decimal;
  weeks: Decimal;
  days: Decimal;
  hours: Decimal;
  minutes: Decimal;
  seconds: Decimal;
}

/** A parsed line of a duration list. */
export interface DurationLine {
  /** 1-based line number in the text. */
  line: number;
  /** The line as typed, without its comment. */
  text: string;
  /** +1 or −1 (a leading `+`, `-` or `−`). */
  sign: 1 | -1;
  /** The parts, already multiplied by the sign. */
  parts: DurationParts;
  /** Which syntax the line used. */
  form: 'iso' | 'clock' | 'units';
}

const UNIT_NAMES: Record<string, keyof DurationParts | 'milliseconds' | 'microseconds'> = {};
for (const [unit, names] of [
  ['years', 'y yr yrs year years'],
  ['months', 'mo mon mos month months'],
  ['weeks', 'w wk wks week weeks'],
  ['days', 'd day days'],
  ['hours', 'h hr hrs hour hours'],
  ['minutes', 'm min mins minute minutes'],
  ['seconds', 's sec secs second seconds'],
  ['milliseconds', 'ms msec msecs millisecond milliseconds'],
  ['microseconds', 'us µs μs microsecond microseconds'],
] as const) {
  for (const n of names.split(' ')) UNIT_NAMES[n] = unit;
}

/** Zero parts. */
export function zeroDurationParts(): DurationParts {
  const z = new Decimal(0);
  return { years: z, months: z, weeks: z, days: z, hours: z, minutes: z, seconds: z };
}

const PART_KEYS = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds'] as const;

/** Adds two sets of parts, part by part. */
export function addDurationParts(a: DurationParts, b: DurationParts): DurationParts {
  const out = zeroDurationParts();
  for (const k of PART_KEYS) out[k] = a[k].plus(b[k]);
  return out;
}

function scaleDurationParts(p: DurationParts, factor: number): DurationParts {
  const out = zeroDurationParts();
  for (const k of PART_KEYS) out[k] = p[k].times(factor);
  return out;
}

const ISO_RE = /^P(?!$)(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?=\d)(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;
const CLOCK_RE = /^(?:(\d+)[.:](?=\d+:\d+:))?(\d+):([0-5]?\d)(?::([0-5]?\d)(?:[.,](\d+))?)?$/;

function dec(text: string): Decimal {
  return new Decimal(text.replace(',', '.'));
}

/**
 * Parses one duration (no sign) in one of three forms:
 * - ISO 8601 duration (ISO 8601-1:2019 §5.5.2.2): `P1DT2H30M`, `PT0.5S`, `P2W`, `P1Y2M` (a
 *   decimal fraction, with `.` or `,`, on any component);
 * - clock: `H:MM`, `H:MM:SS`, `H:MM:SS.fff`, `D.HH:MM:SS` or `D:HH:MM:SS` (days first);
 * - numbers with units: `1d 2h 30m`, `1.5h`, `90 s`, `250ms`, `2 weeks, 3 days`
 *   (y, mo, w, d, h, m, s, ms, µs and their English names).
 *
 * @param text - the duration text.
 * @returns its parts (exact decimals) and the form recognised.
 * @throws ToolInputError naming the token it could not read.
 */
export function parseDurationText(text: string): { parts: DurationParts; form: DurationLine['form'] } {
  const s = String(text ?? '').trim();
  if (s === '') throw new ToolInputError('Enter a duration, such as 1d 2h 30m, 1:30:00 or P1DT2H.');
  if (s.length > 200) throw new ToolInputError('A duration is at most 200 characters long.');
  if (/^P/i.test(s)) {
    const m = ISO_RE.exec(s.toUpperCase());
    if (!m) throw new ToolInputError(`"${s}" is not an ISO 8601 duration: write P[n]Y[n]M[n]W[n]DT[n]H[n]M[n]S, such as P1DT2H30M or PT45S.`);
    const p = zeroDurationParts();
    PART_KEYS.forEach((k, i) => {
      const v = m[i + 1];
      if (v !== undefined) p[k] = dec(v);
    });
    return { parts: p, form: 'iso' };
  }
  const clock = CLOCK_RE.exec(s);
  if (clock) {
    const [, d, h, mi, se, frac] = clock;
    const p = zeroDurationParts();
    if (d !== undefined) p.days = new Decimal(d);
    p.hours = new Decimal(h!);
    p.minutes = new Decimal(mi!);
    if (se !== undefined) p.seconds = new Decimal(frac !== undefined ? `${se}.${frac}` : se);
    return { parts: p, form: 'clock' };
  }
  const p = zeroDurationParts();
  const tokenRe = /(\d+(?:[.,]\d+)?|[.,]\d+)\s*([a-zµμ]+)/giy;
  let pos = 0;
  let count = 0;
  const seen = new Set<string>();
  while (pos < s.length) {
    const sep = /[\s,]+(?:and\s+)?|^/iy;
    sep.lastIndex = pos;
    const sm = sep.exec(s);
    if (sm) pos = sep.lastIndex;
    if (pos >= s.length) break;
    tokenRe.lastIndex = pos;
    const m = tokenRe.exec(s);
    if (!m) {
      const rest = s.slice(pos).split(/\s/)[0] ?? '';
      if (/^\d+(?:[.,]\d+)?$/.test(rest)) throw new ToolInputError(`"${rest}" has no unit: write it as ${rest}s, ${rest}m, ${rest}h or ${rest}d.`);
      throw new ToolInputError(`Cannot read "${rest}" at position ${pos + 1}: write numbers with units (1d 2h 30m), a clock time (1:30:00) or ISO 8601 (P1DT2H).`);
    }
    const unitText = m[2]!;
    const unit = UNIT_NAMES[unitText.toLowerCase()];
    if (!unit) throw new ToolInputError(`"${unitText}" is not a unit: use y, mo, w, d, h, m, s, ms or µs.`);
    if (seen.has(unit)) throw new ToolInputError(`The unit "${unitText}" appears twice in "${s}".`);
    seen.add(unit);
    const value = dec(m[1]!.startsWith('.') || m[1]!.startsWith(',') ? `0${m[1]}` : m[1]!);
    if (unit === 'milliseconds') p.seconds = p.seconds.plus(value.div(1000));
    else if (unit === 'microseconds') p.seconds = p.seconds.plus(value.div(1_000_000));
    else p[unit] = p[unit].plus(value);
    pos = tokenRe.lastIndex;
    count += 1;
  }
  if (count === 0) throw new ToolInputError('Enter a duration, such as 1d 2h 30m, 1:30:00 or P1DT2H.');
  return { parts: p, form: 'units' };
}

/**
 * Parses a list of durations, one per line, each with an optional sign (`+`, `-`, `−`); blank
 * lines and comments (`# …`, whole line or after the duration) are skipped.
 *
 * @param text - the list.
 * @returns the lines read (signed parts) and the errors of the others, each with its line number.
 */
export function parseDurationLines(text: string): { lines: DurationLine[]; errors: { line: number; text: string; message: string }[] } {
  const lines: DurationLine[] = [];
  const errors: { line: number; text: string; message: string }[] = [];
  String(text ?? '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, i) => {
      const body = raw.replace(/#.*$/, '').trim();
      if (body === '') return;
      const signMatch = /^([+\-\u2212])\s*/.exec(body);
      const sign: 1 | -1 = signMatch && signMatch[1] !== '+' ? -1 : 1;
      const rest = signMatch ? body.slice(signMatch[0].length) : body;
      try {
        const { parts, form } = parseDurationText(rest);
        lines.push({ line: i + 1, text: body, sign, parts: scaleDurationParts(parts, sign), form });
      } catch (e) {
        if (!(e instanceof ToolInputError)) throw e;
        errors.push({ line: i + 1, text: body, message: `Line ${i + 1}: ${e.message}` });
      }
    });
  return { lines, errors };
}
