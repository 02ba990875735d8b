import { ToolInputError } from '@handy-tools/ui/kit';
import { DateTime } from 'luxon';
import { checkTimeZone } from '../time-zones/time-zones.js';

/** The forms of date the converter reads and writes. */
export const DATE_FORMS = [
  'iso',
  'iso-utc',
  'rfc3339',
  'sql',
  'rfc2822',
  'http',
  'js-string',
  'js-constructor',
  'unix-s',
  'unix-ms',
  'unix-us',
  'unix-ns',
  'excel-1900',
  'excel-1904',
  'objectid',
  'ldap',
  'filetime',
  'dotnet-ticks',
] as const;
/** A form of date (see {@link DATE_FORM_NAMES}). */
export type DateForm = (typeof DATE_FORMS)[number];

/** English names of the forms, with their standard. */
export const DATE_FORM_NAMES: Record<DateForm, string> = {
  iso: 'ISO 8601 (in the zone)',
  'iso-utc': 'ISO 8601 UTC',
  rfc3339: 'RFC 3339',
  sql: 'ISO 9075 / SQL',
  rfc2822: 'RFC 2822 (e-mail)',
  http: 'RFC 7231 (HTTP) / UTC string',
  'js-string': 'JavaScript Date string',
  'js-constructor': 'JavaScript new Date(…)',
  'unix-s': 'Unix time (seconds)',
  'unix-ms': 'Unix time (milliseconds)',
  'unix-us': 'Unix time (microseconds)',
  'unix-ns': 'Unix time (nanoseconds)',
  'excel-1900': 'Excel serial (1900 system)',
  'excel-1904': 'Excel serial (1904 system)',
  objectid: 'MongoDB ObjectId',
  ldap: 'LDAP generalized time',
  filetime: 'Windows FILETIME / LDAP 18-digit',
  'dotnet-ticks': '.NET ticks',
};

/** The instant read from an input, and how it was read. */
export interface ParsedDate {
  /** Milliseconds since 1970-01-01T00:00:00Z (integer). */
  epochMs: number;
  /** The form it was read as. */
  form: DateForm | 'now';
  /** A remark on the reading (precision lost, wall time read in the zone, the 1900 leap-year bug…). */
  note?: string;
}

const MAX_MS = 8.64e15;
const FILETIME_UNIX_MS = 11_644_473_600_000n; // 1601-01-01 → 1970-01-01 (RFC 4122 / MS-DTYP §2.3.3)
const DOTNET_UNIX_TICKS = 621_355_968_000_000_000n; // 0001-01-01 → 1970-01-01 in 100-ns ticks
const DAY_MS = 86_400_000;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function checkMs(ms: number, what: string): number {
  if (!Number.isFinite(ms) || Math.abs(ms) > MAX_MS) throw new ToolInputError(`${what} is outside the range of dates JavaScript can hold (about 271,821 BC to AD 275,760).`);
  return ms;
}

function fromDateTime(dt: DateTime, form: DateForm, what: string): ParsedDate {
  if (!dt.isValid) throw new ToolInputError(`${what}: ${dt.invalidExplanation ?? dt.invalidReason ?? 'not a valid date'}.`);
  return { epochMs: checkMs(dt.toMillis(), what), form };
}

/** Wall time (in `zone`) of a day count since a base date plus a fraction of a day. */
function wallFromDays(days: number, base: { year: number; month: number; day: number }, zone: string, what: string): number {
  const whole = Math.floor(days);
  const ms = Math.round((days - whole) * DAY_MS);
  const dt = DateTime.fromObject(base, { zone }).plus({ days: whole, milliseconds: ms });
  if (!dt.isValid) throw new ToolInputError(`${what} is out of range.`);
  return dt.toMillis();
}

function bigIntOf(text: string, what: string): bigint {
  if (!/^-?\d{1,30}$/.test(text)) throw new ToolInputError(`${what} must be a whole number.`);
  return BigInt(text);
}

function msFromBig(ms: bigint, what: string): number {
  if (ms > BigInt(MAX_MS) || ms < -BigInt(MAX_MS)) throw new ToolInputError(`${what} is outside the range of dates JavaScript can hold.`);
  return Number(ms);
}

/**
 * Reads a date in a given form. Forms without an offset (ISO 8601 without `Z`/offset, SQL, the
 * JavaScript constructor, Excel serials) are read as wall time in `zone`.
 *
 * Sources: ISO 8601-1:2019; RFC 3339; RFC 2822 §3.3 (date-time); RFC 7231 §7.1.1.1 (IMF-fixdate,
 * also RFC 850 and asctime); ECMA-262 §21.4.4.41 (Date.prototype.toString); Microsoft, "Date
 * systems in Excel" (1900 and 1904 systems; serial 60 = 29 February 1900, kept from Lotus 1-2-3);
 * MongoDB ObjectId (first 4 bytes: seconds since the Unix epoch, big-endian); RFC 4517 §3.3.13
 * (LDAP GeneralizedTime); MS-DTYP §2.3.3 (FILETIME: 100-ns intervals since 1601-01-01 UTC);
 * .NET `DateTime.Ticks` (100-ns intervals since 0001-01-01).
 *
 * @param text - the date text.
 * @param form - the form to read it as.
 * @param zone - IANA zone for forms without an offset.
 * @returns the instant and notes.
 * @throws ToolInputError saying what does not fit the form.
 */
export function parseDateInputAs(text: string, form: DateForm, zone: string): ParsedDate {
  checkTimeZone(zone);
  const s = String(text ?? '').trim();
  if (s === '') throw new ToolInputError('Enter a date, or "now".');
  if (s.length > 200) throw new ToolInputError('A date is at most 200 characters long.');
  const name = DATE_FORM_NAMES[form];
  switch (form) {
    case 'iso':
    case 'iso-utc':
    case 'rfc3339': {
      const dt = DateTime.fromISO(s, { zone, setZone: true });
      if (!dt.isValid) throw new ToolInputError(`"${s.slice(0, 40)}" is not ISO 8601: write 2024-03-10T14:30:00Z, 2024-03-10T14:30+01:00 or 2024-03-10.`);
      const hasOffset = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i.test(s) && /T|\s\d/.test(s);
      const p = fromDateTime(dt, form, name);
      return hasOffset ? p : { ...p, note: `No offset in the text: read as wall time in ${zone}.` };
    }
    case 'sql': {
      const dt = DateTime.fromSQL(s, { zone, setZone: true });
      if (!dt.isValid) throw new ToolInputError(`"${s.slice(0, 40)}" is not an SQL date: write 2024-03-10 14:30:00.`);
      return { ...fromDateTime(dt, form, name), note: /[+-]\d{2}:?\d{2}$|Z$/.test(s) ? undefined : `Read as wall time in ${zone}.` };
    }
    case 'rfc2822': {
      const dt = DateTime.fromRFC2822(s, { setZone: true });
      if (!dt.isValid) throw new ToolInputError(`"${s.slice(0, 40)}" is not an RFC 2822 date: write Fri, 21 Nov 1997 09:55:06 -0600.`);
      return fromDateTime(dt, form, name);
    }
    case 'http': {
      const dt = DateTime.fromHTTP(s, { setZone: true });
      if (!dt.isValid) throw new ToolInputError(`"${s.slice(0, 40)}" is not an HTTP date: write Sun, 06 Nov 1994 08:49:37 GMT.`);
      return fromDateTime(dt, form, name);
    }
    case 'js-string': {
      const m = /^(?:[A-Za-z]{3},?\s+)?([A-Za-z]{3})\s+(\d{1,2})\s+(-?\d{4,6})\s+(\d{2}):(\d{2}):(\d{2})\s+GMT([+-])(\d{2}):?(\d{2})(?:\s+\(.*\))?$/.exec(s);
      if (!m) throw new ToolInputError(`"${s.slice(0, 40)}" is not a JavaScript Date string: write Tue Mar 10 2024 14:30:00 GMT+0100.`);
      const month = MONTHS.indexOf(m[1]!.toLowerCase()) + 1;
      if (month === 0) throw new ToolInputError(`"${m[1]}" is not a month abbreviation (Jan … Dec).`);
      const offset = (m[7] === '-' ? -1 : 1) * (Number(m[8]) * 60 + Number(m[9]));
      const dt = DateTime.fromObject(
        { year: Number(m[3]), month, day: Number(m[2]), hour: Number(m[4]), minute: Number(m[5]), second: Number(m[6]) },
        { zone: offset === 0 ? 'UTC' : `UTC${offset > 0 ? '+' : '-'}${Math.floor(Math.abs(offset) / 60)}:${String(Math.abs(offset) % 60).padStart(2, '0')}` },
      );
      return fromDateTime(dt, form, name);
    }
    case 'js-constructor': {
      const m = /^(?:new\s+Date\s*\()?\s*(-?\d+)\s*,\s*(-?\d+)((?:\s*,\s*-?\d+){0,5})\s*\)?\s*;?$/.exec(s);
      if (!m) throw new ToolInputError('Write the constructor as new Date(year, monthIndex, day, hours, minutes, seconds, ms), month 0 = January.');
      const rest = m[3]!.split(',').slice(1).map((v) => Number(v.trim()));
      const [day = 1, hour = 0, minute = 0, second = 0, millisecond = 0] = rest;
      // Like JavaScript, out-of-range fields carry over (month 12 = January of the next year).
      const dt = DateTime.fromObject({ year: Number(m[1]), month: 1, day: 1 }, { zone }).plus({
        months: Number(m[2]),
        days: day - 1,
        hours: hour,
        minutes: minute,
        seconds: second,
        milliseconds: millisecond,
      });
      return { ...fromDateTime(dt, form, name), note: `Month index from 0 (January); read as wall time in ${zone}.` };
    }
    case 'unix-s':
    case 'unix-ms': {
      if (!/^-?\d+(?:\.\d+)?$/.test(s)) throw new ToolInputError(`"${s.slice(0, 40)}" is not a number of ${form === 'unix-s' ? 'seconds' : 'milliseconds'}.`);
      const n = Number(s);
      const ms = form === 'unix-s' ? n * 1000 : n;
      const whole = Math.round(ms);
      return { epochMs: checkMs(whole, name), form, note: whole !== ms ? 'Rounded to the millisecond.' : undefined };
    }
    case 'unix-us':
    case 'unix-ns': {
      const n = bigIntOf(s, name);
      const div = form === 'unix-us' ? 1000n : 1_000_000n;
      const ms = n / div - (n % div < 0n ? 1n : 0n);
      return { epochMs: msFromBig(ms, name), form, note: n % div !== 0n ? 'Shown to the millisecond: the finer digits are dropped.' : undefined };
    }
    case 'excel-1900': {
      if (!/^\d+(?:\.\d+)?$/.test(s)) throw new ToolInputError('An Excel serial is a positive number of days, such as 45292 or 45292.5.');
      const n = Number(s);
      if (n >= 2_958_466) throw new ToolInputError('Excel serials end at 2958465 (9999-12-31).');
      if (n >= 60 && n < 61) throw new ToolInputError('Serial 60 is 29 February 1900, a day that never existed: Excel counts it to match Lotus 1-2-3\'s leap-year bug.');
      // Serials 1–59 count from 1899-12-31; from 61 on, the phantom 29 February 1900 shifts them by one.
      const ms = wallFromDays(n < 60 ? n : n - 1, { year: 1899, month: 12, day: 31 }, zone, name);
      return { epochMs: ms, form, note: `Excel serials have no time zone: read as wall time in ${zone}.${n < 61 ? ' Before March 1900 Excel\'s 1900 system is off by one day against its own later serials (the 1900 leap-year bug).' : ''}` };
    }
    case 'excel-1904': {
      if (!/^\d+(?:\.\d+)?$/.test(s)) throw new ToolInputError('An Excel serial is a positive number of days, such as 43830.');
      const n = Number(s);
      if (n >= 2_957_004) throw new ToolInputError('Excel 1904 serials end at 2957003 (9999-12-31).');
      return { epochMs: wallFromDays(n, { year: 1904, month: 1, day: 1 }, zone, name), form, note: `Excel serials have no time zone: read as wall time in ${zone}.` };
    }
    case 'objectid': {
      if (!/^[0-9a-f]{24}$/i.test(s.replace(/^ObjectId\(["']?|["']?\)$/g, ''))) throw new ToolInputError('A MongoDB ObjectId is 24 hexadecimal digits, such as 507f1f77bcf86cd799439011.');
      const hex = s.replace(/^ObjectId\(["']?|["']?\)$/g, '');
      return { epochMs: Number.parseInt(hex.slice(0, 8), 16) * 1000, form, note: 'An ObjectId holds whole seconds.' };
    }
    case 'ldap': {
      const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})?(\d{2})?(?:[.,](\d+))?(Z|[+-]\d{2}(?:\d{2})?)$/i.exec(s);
      if (!m) throw new ToolInputError('LDAP generalized time is YYYYMMDDHHMMSS followed by Z or an offset, such as 20240310143000Z (RFC 4517).');
      const frac = m[7] ? Number(`0.${m[7]}`) : 0;
      const zoneText = m[8]!.toUpperCase() === 'Z' ? 'UTC' : `UTC${m[8]!.slice(0, 3)}:${m[8]!.slice(3) || '00'}`;
      const dt = DateTime.fromObject(
        { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: Number(m[4]), minute: Number(m[5] ?? 0), second: Number(m[6] ?? 0) },
        { zone: zoneText },
      );
      if (!dt.isValid) throw new ToolInputError(`"${s}" is not a valid date: ${dt.invalidExplanation ?? 'check the month, day and time'}.`);
      // A fraction applies to the last unit given (RFC 4517 §3.3.13).
      const unitMs = m[6] ? 1000 : m[5] ? 60_000 : 3_600_000;
      return { epochMs: checkMs(dt.toMillis() + Math.round(frac * unitMs), name), form };
    }
    case 'filetime': {
      const n = bigIntOf(s, name);
      if (n < 0n) throw new ToolInputError('A FILETIME is not negative.');
      return { epochMs: msFromBig(n / 10_000n - FILETIME_UNIX_MS, name), form, note: n % 10_000n ? 'Shown to the millisecond: the 100-ns digits are dropped.' : undefined };
    }
    case 'dotnet-ticks': {
      const n = bigIntOf(s, name);
      if (n < 0n || n > 3_155_378_975_999_999_999n) throw new ToolInputError('.NET ticks run from 0 (0001-01-01) to 3155378975999999999 (9999-12-31).');
      return { epochMs: msFromBig((n - DOTNET_UNIX_TICKS) / 10_000n - ((n - DOTNET_UNIX_TICKS) % 10_000n < 0n ? 1n : 0n), name), form };
    }
  }
  throw new ToolInputError(`Unknown date form "${String(form).slice(0, 30)}".`);
}

/**
 * Guesses the form of a date text: `now`; 24 hex digits (ObjectId); `new Date(…)`; LDAP time
 * (14 digits + Z/offset); whole numbers by length (≤ 11 digits Unix seconds, 12–14 milliseconds,
 * 15–17 microseconds, 18 FILETIME or .NET ticks (ticks from 5·10^17), 19 nanoseconds); a decimal
 * with ≤ 7 integer digits is an Excel 1900 serial, a longer one Unix seconds; then ISO 8601,
 * SQL, RFC 2822, HTTP and the JavaScript Date string.
 *
 * @param text - the date text.
 * @returns the form, `now`, or null when none fits.
 */
export function detectDateForm(text: string): DateForm | 'now' | null {
  const s = String(text ?? '').trim();
  if (s === '' || /^now$/i.test(s)) return 'now';
  if (/^(?:ObjectId\(["']?)?[0-9a-f]{24}(?:["']?\))?$/i.test(s)) return 'objectid';
  if (/^new\s+Date\s*\(/i.test(s)) return 'js-constructor';
  if (/^\d{10,14}(?:[.,]\d+)?(?:Z|[+-]\d{4})$/i.test(s)) return 'ldap';
  if (/^-?\d+$/.test(s)) {
    const digits = s.replace('-', '').length;
    if (digits <= 11) return 'unix-s';
    if (digits <= 14) return 'unix-ms';
    if (digits <= 17) return 'unix-us';
    if (digits === 18) return BigInt(s) >= 500_000_000_000_000_000n ? 'dotnet-ticks' : 'filetime';
    if (digits === 19) return 'unix-ns';
    return null;
  }
  if (/^-?\d+\.\d+$/.test(s)) return s.replace('-', '').split('.')[0]!.length <= 7 ? 'excel-1900' : 'unix-s';
  if (DateTime.fromISO(s, { setZone: true }).isValid) return 'iso';
  if (DateTime.fromSQL(s, { setZone: true }).isValid) return 'sql';
  if (DateTime.fromRFC2822(s, { setZone: true }).isValid) return 'rfc2822';
  if (DateTime.fromHTTP(s, { setZone: true }).isValid) return 'http';
  if (/^(?:[A-Za-z]{3},?\s+)?[A-Za-z]{3}\s+\d{1,2}\s+-?\d{4,6}\s+\d{2}:\d{2}:\d{2}\s+GMT[+-]\d{2}:?\d{2}/.test(s)) return 'js-string';
  return null;
}

/**
 * Reads a date in any known form (see {@link detectDateForm}), or in the form given.
 *
 * @param text - the date text; empty or `now` for the current time.
 * @param form - `auto` to detect, or a form to force.
 * @param zone - the IANA zone for wall times.
 * @param nowMs - the current time, for `now` (the caller reads the clock).
 * @returns the instant, the form it was read as, and a note.
 * @throws ToolInputError when no form fits or the text does not fit the forced form.
 */
export function parseDateInput(text: string, form: DateForm | 'auto', zone: string, nowMs: number): ParsedDate {
  checkTimeZone(zone);
  if (form === 'auto') {
    const found = detectDateForm(text);
    if (found === 'now') return { epochMs: checkMs(Math.round(nowMs), 'Now'), form: 'now' };
    if (found === null) {
      throw new ToolInputError(
        `Cannot tell the form of "${String(text).trim().slice(0, 40)}": write ISO 8601 (2024-03-10T14:30:00Z), RFC 2822, a Unix time, an Excel serial or an ObjectId, or pick the form.`,
      );
    }
    return parseDateInputAs(text, found, zone);
  }
  if (!(DATE_FORMS as readonly string[]).includes(form)) throw new ToolInputError(`Unknown date form "${String(form).slice(0, 30)}".`);
  return parseDateInputAs(text, form, zone);
}

function trimNumber(n: number, decimals: number): string {
  return n.toFixed(decimals).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

/**
 * Writes an instant in every form. Wall-time forms (ISO 8601, RFC 3339, SQL, RFC 2822,
 * JavaScript, Excel) are in `zone`; the others are zone-free or UTC.
 *
 * @param epochMs - milliseconds since the Unix epoch.
 * @param zone - the IANA zone.
 * @returns the text of each form; an empty string where the form cannot hold the date (an
 *   ObjectId before 1970 or after 2106, an Excel serial before 1900…).
 * @throws ToolInputError for an unknown zone or an instant out of range.
 */
export function formatDateAll(epochMs: number, zone: string): Record<DateForm, string> {
  checkTimeZone(zone);
  checkMs(epochMs, 'The date');
  const dt = DateTime.fromMillis(epochMs, { zone });
  const utc = dt.toUTC();
  const ms = BigInt(Math.round(epochMs));
  const wallDays = (base: DateTime) => {
    // Days and fraction of day between the base wall date and this wall time, both in `zone`.
    const wall = DateTime.fromObject(
      { year: dt.year, month: dt.month, day: dt.day, hour: dt.hour, minute: dt.minute, second: dt.second, millisecond: dt.millisecond },
      { zone: 'UTC' },
    );
    return (wall.toMillis() - base.toMillis()) / DAY_MS;
  };
  const excel1900 = (() => {
    const base = DateTime.fromObject({ year: 1899, month: 12, day: 30 }, { zone: 'UTC' });
    let days = wallDays(base);
    if (days < 61) days -= 1; // Before 1900-03-01 the serials count from 1899-12-31.
    if (days < 1 || days >= 2_958_466) return '';
    return trimNumber(days, 8);
  })();
  const excel1904 = (() => {
    const days = wallDays(DateTime.fromObject({ year: 1904, month: 1, day: 1 }, { zone: 'UTC' }));
    return days < 0 || days >= 2_957_004 ? '' : trimNumber(days, 8);
  })();
  const seconds = Math.floor(epochMs / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const offsetName = (() => {
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'long' }).formatToParts(epochMs).find((p) => p.type === 'timeZoneName')?.value ?? zone;
    } catch {
      return zone;
    }
  })();
  const year = dt.year < 0 ? `-${pad(-dt.year, 6)}` : pad(dt.year, 4);
  return {
    iso: dt.toISO({ suppressMilliseconds: true }) ?? '',
    'iso-utc': utc.toISO({ suppressMilliseconds: false })?.replace(/\+00:00$/, 'Z') ?? '',
    rfc3339: dt.year >= 0 && dt.year <= 9999 ? (dt.toISO({ suppressMilliseconds: true }) ?? '') : '',
    sql: dt.toFormat('yyyy-MM-dd HH:mm:ss') + (dt.millisecond ? `.${pad(dt.millisecond, 3)}` : ''),
    rfc2822: dt.year >= 1900 && dt.year <= 9999 ? dt.toRFC2822() ?? '' : '',
    http: utc.year >= 0 && utc.year <= 9999 ? (utc.toHTTP() ?? '') : '',
    'js-string': `${dt.toFormat('ccc LLL dd', { locale: 'en-US' })} ${year} ${dt.toFormat('HH:mm:ss')} GMT${dt.toFormat('ZZZ')} (${offsetName})`,
    'js-constructor': `new Date(${dt.year}, ${dt.month - 1}, ${dt.day}, ${dt.hour}, ${dt.minute}, ${dt.second}, ${dt.millisecond})`,
    'unix-s': String(seconds),
    'unix-ms': String(Math.round(epochMs)),
    'unix-us': (ms * 1000n).toString(),
    'unix-ns': (ms * 1_000_000n).toString(),
    'excel-1900': excel1900,
    'excel-1904': excel1904,
    objectid: seconds >= 0 && seconds <= 0xffffffff ? `${seconds.toString(16).padStart(8, '0')}0000000000000000` : '',
    ldap: utc.year >= 0 && utc.year <= 9999 ? `${utc.toFormat('yyyyMMddHHmmss')}${utc.millisecond ? `.${pad(utc.millisecond, 3)}` : ''}Z` : '',
    filetime: ms + FILETIME_UNIX_MS >= 0n ? ((ms + FILETIME_UNIX_MS) * 10_000n).toString() : '',
    'dotnet-ticks': (() => {
      const t = ms * 10_000n + DOTNET_UNIX_TICKS;
      return t >= 0n && t <= 3_155_378_975_999_999_999n ? t.toString() : '';
    })(),
  };
}
