/**
 * Time zones for the time tools: the IANA zone list, UTC offsets and daylight saving time,
 * read from the browser's (or Node's) `Intl` data — no zone database ships with the app.
 *
 * Library choice for the time family (note for helper E and later tools): **Luxon** (`luxon`),
 * for zoned date-times (`DateTime.setZone`, `DateTime.fromISO/fromRFC2822/fromHTTP/fromSQL`),
 * ISO 8601 durations (`Duration.fromISO`) and ISO week dates. Luxon itself reads zones through
 * `Intl`, like this module. Exact decimal arithmetic: `decimal.js`.
 */
import { ToolInputError } from '@handy-tools/ui/kit';

/** The zone name of Coordinated Universal Time. */
export const UTC_ZONE = 'UTC';

let cachedZones: readonly string[] | null = null;

/**
 * Zones ICU (and so `Intl`) still lists under an old name, with their current tz database name
 * (the tz `backward` file links the old names to these).
 */
export const TZ_RENAMED: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Godthab': 'America/Nuuk',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Asia/Chongqing': 'Asia/Shanghai',
};

/**
 * Every IANA time zone the runtime knows (`Intl.supportedValuesOf('timeZone')`, canonical names
 * such as `Europe/Paris`), plus `UTC`, sorted alphabetically with `UTC` first.
 *
 * @returns zone names; only `['UTC']` on a runtime without `Intl.supportedValuesOf`.
 */
export function listTimeZones(): readonly string[] {
  if (cachedZones) return cachedZones;
  let zones: string[] = [];
  try {
    zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  } catch {
    zones = [];
  }
  // Browsers list ICU's canonical ids, a few of them renamed since in the tz database (Asia/Calcutta →
  // Asia/Kolkata): show the current names, which every runtime accepts too.
  const current = zones.map((z) => (TZ_RENAMED[z] && isValidTimeZone(TZ_RENAMED[z]) ? TZ_RENAMED[z] : z));
  cachedZones = [UTC_ZONE, ...[...new Set(current)].filter((z) => z !== UTC_ZONE).sort()];
  return cachedZones;
}

/**
 * Whether `zone` is a time zone name the runtime accepts (any IANA name or alias, such as
 * `Asia/Kolkata` and `Asia/Calcutta`, `UTC`, or a fixed offset such as `+05:30`).
 *
 * @param zone - the name to check.
 * @returns true when `Intl.DateTimeFormat` accepts it.
 */
export function isValidTimeZone(zone: string): boolean {
  if (typeof zone !== 'string' || zone.trim() === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a zone name and returns it, or throws.
 *
 * @param zone - an IANA zone name.
 * @returns the same name.
 * @throws ToolInputError when the runtime does not know the zone.
 */
export function checkTimeZone(zone: string): string {
  if (!isValidTimeZone(zone)) throw new ToolInputError(`Unknown time zone "${String(zone).slice(0, 64)}": pick an IANA name such as Europe/Paris or UTC.`);
  return zone;
}

/**
 * The browser's (or the process's) own time zone, `UTC` when the runtime does not say. Read it
 * in an effect or event handler, not during a prerendered render.
 *
 * @returns an IANA zone name.
 */
export function localTimeZone(): string {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : UTC_ZONE;
  } catch {
    return UTC_ZONE;
  }
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The UTC offset of a zone at an instant, in minutes east of UTC (Paris in winter: 60;
 * New York in summer: −240), from `Intl`'s `longOffset` zone name (`GMT+05:30`).
 *
 * @param zone - an IANA zone name.
 * @param epochMs - the instant, in milliseconds since 1970-01-01T00:00:00Z.
 * @returns the offset in minutes (the seconds of old local mean times, such as Paris's +00:09:21 before 1911, rounded to the minute).
 * @throws ToolInputError for an unknown zone or an instant outside JavaScript's date range.
 */
export function zoneOffsetMinutes(zone: string, epochMs: number): number {
  if (!Number.isFinite(epochMs) || Math.abs(epochMs) > 8.64e15) throw new ToolInputError('The instant is outside the range of dates (±100,000,000 days around 1970).');
  let format = offsetFormats.get(zone);
  if (!format) {
    checkTimeZone(zone);
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(epochMs).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  // `GMT+05:30`, or `GMT+00:09:21` for an old local mean time (seconds are rounded to the minute).
  const m = /^GMT(?:([+-\u2212])(\d{1,2})(?::?(\d{2}))?(?::?(\d{2}))?)?$/.exec(name);
  if (!m || !m[1]) return 0;
  const minutes = Math.round(Number(m[2]) * 60 + Number(m[3] ?? 0) + Number(m[4] ?? 0) / 60);
  return m[1] === '+' ? minutes : -minutes;
}

/**
 * Formats an offset in minutes as ISO 8601 `±HH:MM` (`+05:30`, `-04:00`, `+00:00`).
 *
 * @param minutes - minutes east of UTC.
 * @returns the offset text.
 */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** What a zone is doing at an instant. */
export interface ZoneState {
  /** The zone name as given. */
  zone: string;
  /** Offset from UTC in minutes east (e.g. 120 for UTC+02:00). */
  offsetMinutes: number;
  /** The offset as `±HH:MM`. */
  offset: string;
  /** The zone's standard (winter) offset that year, minutes east of UTC. */
  standardOffsetMinutes: number;
  /** True when daylight saving time is in effect (the offset is above the year's standard one). */
  dst: boolean;
  /** Whether the zone changes its offset at all during that year. */
  observesDst: boolean;
  /** The short name Intl gives in English (`CET`, `EDT`, or `GMT+5:30` where it has none). */
  abbreviation: string;
}

/**
 * The offset, daylight saving state and abbreviation of a zone at an instant. The standard offset
 * is the smaller of the offsets on 1 January and 1 July of that year (so it works in both
 * hemispheres); DST is in effect when the current offset is larger.
 *
 * @param zone - an IANA zone name.
 * @param epochMs - the instant, in milliseconds since the Unix epoch.
 * @returns the zone's state ({@link ZoneState}).
 * @throws ToolInputError for an unknown zone or an instant out of range.
 */
export function zoneState(zone: string, epochMs: number): ZoneState {
  const offsetMinutes = zoneOffsetMinutes(zone, epochMs);
  const year = new Date(epochMs).getUTCFullYear();
  const jan = zoneOffsetMinutes(zone, Date.UTC(year, 0, 1));
  const jul = zoneOffsetMinutes(zone, Date.UTC(year, 6, 1));
  const standardOffsetMinutes = Math.min(jan, jul);
  let abbreviation = '';
  try {
    abbreviation =
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(epochMs).find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    abbreviation = '';
  }
  return {
    zone,
    offsetMinutes,
    offset: formatOffset(offsetMinutes),
    standardOffsetMinutes,
    dst: offsetMinutes > standardOffsetMinutes,
    observesDst: jan !== jul,
    abbreviation,
  };
}

/** A zone found by {@link searchTimeZones}. */
export interface ZoneMatch {
  zone: string;
  /** Why it matched: the zone name, its city, a country's name or code. */
  reason: 'zone' | 'city' | 'country';
}

/** The city part of a zone name, readable: `America/Argentina/Buenos_Aires` → `Buenos Aires`. */
export function zoneCity(zone: string): string {
  const parts = zone.split('/');
  return (parts[parts.length - 1] ?? zone).replace(/_/g, ' ');
}

/** Lower-case, accents removed, `_` and `-` as spaces: the form searches compare. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_-]+/g, ' ')
    .trim();
}

/**
 * Finds zones by zone name, city, or country (name or ISO 3166-1 alpha-2 code, when a
 * country table is given). Matching ignores case, accents, `_` and `-`.
 *
 * @param query - what the visitor typed (e.g. `paris`, `new york`, `Japan`, `BR`).
 * @param zones - the zones to search (default: {@link listTimeZones}).
 * @param countries - optional table: country code → its English (or localized) name and zones.
 * @returns matching zones, zone and city matches first, at most `limit`.
 */
export function searchTimeZones(
  query: string,
  zones: readonly string[] = listTimeZones(),
  countries: Readonly<Record<string, { name: string; zones: readonly string[] }>> = {},
  limit = 100,
): ZoneMatch[] {
  const q = fold(String(query ?? '').slice(0, 100));
  if (q === '') return zones.slice(0, limit).map((zone) => ({ zone, reason: 'zone' }));
  const found = new Map<string, ZoneMatch['reason']>();
  for (const zone of zones) {
    if (fold(zoneCity(zone)).includes(q)) found.set(zone, 'city');
    else if (fold(zone).includes(q)) found.set(zone, 'zone');
  }
  for (const [code, country] of Object.entries(countries)) {
    if (code.toLowerCase() === q || fold(country.name).includes(q)) {
      for (const zone of country.zones) if (!found.has(zone)) found.set(zone, 'country');
    }
  }
  return [...found].slice(0, limit).map(([zone, reason]) => ({ zone, reason }));
}
