/** How an alpha-2 code is assigned in ISO 3166-1: officially, exceptionally reserved (AC, TA…), or user-assigned (XK, Kosovo). */
export type CodeStatus = 'official' | 'exceptionally-reserved' | 'user-assigned';

/** A country or territory of ISO 3166-1 with what the data packages know about it. */
export interface Country {
  /** ISO 3166-1 alpha-2, e.g. `FR`. */
  alpha2: string;
  /** ISO 3166-1 alpha-3, e.g. `FRA` (absent for exceptionally reserved codes). */
  alpha3?: string;
  /** ISO 3166-1 numeric, three digits, e.g. `250` (absent for exceptionally reserved codes). */
  numeric?: string;
  status: CodeStatus;
  /** English short name, e.g. `France`. */
  name: string;
  /** Name in the country's main language. */
  native: string;
  /** Other names it is known by (`UK`, `Great Britain`). */
  aliases: string[];
  capital: string;
  /** Continent code: AF, AN, AS, EU, NA, OC, SA. */
  continent: string;
  /** International calling codes (ITU-T E.164), with `+`: `+33`. */
  callingCodes: string[];
  /** ISO 4217 currency codes, e.g. `EUR`. */
  currencies: string[];
  /** ISO 639-1 language codes, e.g. `fr`. */
  languages: string[];
  /** The country-code top-level domain in the IANA root zone, e.g. `.fr`; absent when none is delegated. */
  tld?: string;
  /** The flag emoji: the two regional indicator symbols of the alpha-2 code (Unicode UTS #51 §B.1). */
  flag: string;
}

/** One country of the `countries-list` package. */
export interface CountriesListEntry {
  name: string;
  native: string;
  alias?: string[];
  phone: number[];
  continent: string;
  capital: string;
  currency: string[];
  languages: string[];
}

// Alpha-2 codes whose ccTLD is not the code itself (IANA Root Zone Database): the United Kingdom uses
// .uk (.gb is reserved and unused); BL, MF, EH and BQ have no delegated ccTLD, .um was retired, XK has none.
const TLD_EXCEPTIONS: Readonly<Record<string, string | null>> = {
  GB: '.uk',
  BL: null,
  MF: null,
  EH: null,
  BQ: null,
  UM: null,
  XK: null,
  TA: null,
};

/**
 * The flag emoji of an alpha-2 code: each letter becomes its regional indicator symbol
 * (U+1F1E6 for A … U+1F1FF for Z), as Unicode UTS #51 Annex B specifies.
 *
 * @param alpha2 - two ASCII letters, any case.
 * @returns the pair of regional indicators, or '' when `alpha2` is not two letters.
 */
export function flagEmoji(alpha2: string): string {
  if (!/^[A-Za-z]{2}$/.test(alpha2)) return '';
  return String.fromCodePoint(...[...alpha2.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/**
 * Joins `countries-list` (names, capitals, currencies, languages, calling codes) with the code
 * table of `i18n-iso-countries` (alpha-3 and numeric codes of ISO 3166-1).
 *
 * @param list - `countries` of countries-list: alpha-2 → entry.
 * @param codes - `codes.json` of i18n-iso-countries: `[alpha2, alpha3, numeric, …]` rows.
 * @returns the countries sorted by English name.
 */
export function buildCountries(list: Readonly<Record<string, CountriesListEntry>>, codes: readonly (readonly string[])[]): Country[] {
  const byAlpha2 = new Map(codes.map((row) => [row[0]!, row] as const));
  return Object.entries(list)
    .map(([alpha2, c]): Country => {
      const row = byAlpha2.get(alpha2);
      const tld = alpha2 in TLD_EXCEPTIONS ? TLD_EXCEPTIONS[alpha2] : `.${alpha2.toLowerCase()}`;
      const country: Country = {
        alpha2,
        status: alpha2 === 'XK' ? 'user-assigned' : row ? 'official' : 'exceptionally-reserved',
        name: c.name,
        native: c.native,
        aliases: c.alias ? [...c.alias] : [],
        capital: c.capital,
        continent: c.continent,
        callingCodes: c.phone.map((p) => `+${p}`),
        currencies: [...c.currency],
        languages: [...c.languages],
        flag: flagEmoji(alpha2),
      };
      if (row && alpha2 !== 'XK') {
        country.alpha3 = row[1];
        country.numeric = row[2];
      } else if (alpha2 === 'XK' && row) {
        country.alpha3 = row[1]; // XKX, user-assigned like XK; no numeric code
      }
      if (tld) country.tld = tld;
      return country;
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Filters and extra names for {@link searchCountries}. */
export interface CountrySearchOptions {
  /** Only this continent code; `all` by default. */
  continent?: string;
  /** Names in the visitor's language by alpha-2 (from `Intl.DisplayNames`), also searched. */
  localNames?: ReadonlyMap<string, string>;
  /** Currency and language names by code, also searched (`euro`, `french`). */
  extraNames?: ReadonlyMap<string, string>;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Searches countries. A query equal to a code (alpha-2 `fr`, alpha-3 `fra`, numeric `250`, a
 * calling code `+33`, a ccTLD `.fr`, a currency `EUR` or a language `fr`) finds it exactly; words
 * are matched, accent- and case-insensitively, against the names (English, native, aliases, the
 * visitor's language), capital and currency and language names. Order: code matches, then names
 * that start with the query, then the rest, each by name. An exact alpha-3, numeric, calling code
 * or ccTLD returns only the code matches (and countries using it as a currency or language code).
 *
 * @param query - the search; blank returns every country that passes the filter.
 * @param countries - from {@link buildCountries}.
 * @param options - continent filter and extra names.
 * @returns the matching countries.
 */
export function searchCountries(query: string, countries: readonly Country[], options: CountrySearchOptions = {}): Country[] {
  const continent = options.continent ?? 'all';
  const pool = continent === 'all' ? countries : countries.filter((c) => c.continent === continent);
  const q = fold(query.trim());
  if (q === '') return [...pool];
  const local = options.localNames;
  const extra = options.extraNames;
  const upper = q.toUpperCase();
  const isCode = (c: Country) =>
    c.alpha2 === upper ||
    c.alpha3 === upper ||
    (/^\d{1,3}$/.test(q) && c.numeric === q.padStart(3, '0')) ||
    c.callingCodes.includes(q.startsWith('+') ? q : `+${q}`) ||
    c.tld === q;
  const names = (c: Country) => [c.name, c.native, ...c.aliases, local?.get(c.alpha2) ?? ''].map(fold);
  const haystack = (c: Country) =>
    [
      ...names(c),
      fold(c.capital),
      ...c.currencies.map((x) => `${x.toLowerCase()} ${fold(extra?.get(x) ?? '')}`),
      ...c.languages.map((x) => fold(extra?.get(x) ?? '')),
    ].join('\n');
  const words = q.split(/\s+/);
  const codeHits = pool.filter(isCode);
  const currencyOrLanguage = /^[a-z]{2,3}$/.test(q)
    ? pool.filter((c) => !isCode(c) && (c.currencies.includes(upper) || c.languages.includes(q)))
    : [];
  // An exact alpha-3, numeric, calling code or ccTLD says what is wanted: no name matching after it.
  if (codeHits.length > 0 && /^(?:[a-z]{3}|\d{1,3}|\+\d+|\.[a-z]{2})$/.test(q)) return [...codeHits, ...currencyOrLanguage];
  const seen = new Set([...codeHits, ...currencyOrLanguage]);
  const rest = pool.filter((c) => !seen.has(c) && words.every((w) => haystack(c).includes(w)));
  const starts = rest.filter((c) => names(c).some((n) => n.startsWith(q)));
  const startSet = new Set(starts);
  return [...codeHits, ...starts, ...currencyOrLanguage, ...rest.filter((c) => !startSet.has(c))];
}
