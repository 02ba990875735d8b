import ct from 'countries-and-timezones';

/**
 * Countries and their time zones, from `countries-and-timezones` (its table is built from the IANA
 * tz database's `zone1970.tab` and `zone.tab`). Country names are localized with
 * `Intl.DisplayNames` where the runtime has it, English otherwise.
 */

const displayNames = new Map<string, Intl.DisplayNames | null>();

/**
 * The name of a country in a language.
 *
 * @param code - ISO 3166-1 alpha-2 code (`FR`).
 * @param locale - BCP 47 language tag (`en`, `fr`).
 * @returns the name (`France`), or the code when unknown.
 */
export function countryName(code: string, locale = 'en'): string {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' }));
    } catch {
      displayNames.set(locale, null);
    }
  }
  let name: string | undefined;
  try {
    name = displayNames.get(locale)?.of(code);
  } catch {
    name = undefined;
  }
  return name ?? ct.getCountry(code)?.name ?? code;
}

/**
 * Every country, as select options `{ value: 'FR', label: 'France (FR)' }`, sorted by name.
 *
 * @param locale - the language of the names.
 * @returns the options.
 */
export function countryList(locale = 'en'): { value: string; label: string }[] {
  return Object.keys(ct.getAllCountries())
    .map((code) => ({ value: code, label: `${countryName(code, locale)} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/**
 * The IANA zones used in a country (`US` → `America/New_York`, `America/Chicago`, …).
 *
 * @param code - ISO 3166-1 alpha-2 code.
 * @returns zone names, empty for an unknown code.
 */
export function zonesOfCountry(code: string): string[] {
  try {
    return ct.getCountry(String(code).toUpperCase())?.timezones?.slice() ?? [];
  } catch {
    return [];
  }
}

/**
 * The countries that use a zone (`Europe/Zurich` → Switzerland, Germany (Büsingen), Liechtenstein), English names.
 *
 * @param zone - IANA zone name, canonical or alias.
 * @returns country names, empty when the zone belongs to no country (UTC, Etc/…).
 */
export function zoneCountries(zone: string): string[] {
  try {
    return ct.getCountriesForTimezone(zone).map((c) => c.name);
  } catch {
    return [];
  }
}

/**
 * The country table for `searchTimeZones`: code → name and zones.
 *
 * @param locale - language of the names.
 * @returns the table.
 */
export function countryZoneTable(locale = 'en'): Record<string, { name: string; zones: readonly string[] }> {
  const out: Record<string, { name: string; zones: readonly string[] }> = {};
  for (const [code, c] of Object.entries(ct.getAllCountries())) out[code] = { name: countryName(code, locale), zones: c.timezones };
  return out;
}
