import { continents, countries, languages } from 'countries-list';
import { currencies } from 'countries-list/currencies';
import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };
import { buildCountries, type CountriesListEntry } from './iso-3166-searcher.js';

/** The data packages in the build (keep in step with package.json). */
export const COUNTRY_DATA_VERSION = { countriesList: '3.4.1', i18nIsoCountries: '7.14.0' };

/** Every country and territory, by English name. */
export const COUNTRIES = buildCountries(countries as Record<string, CountriesListEntry>, codes as string[][]);

/** Continent names by code (English). */
export const CONTINENTS: Readonly<Record<string, string>> = continents;

/** ISO 639-1 language names by code: English and native. */
export const LANGUAGES: Readonly<Record<string, { name: string; native: string }>> = languages;

/** ISO 4217 currency names by code (English). */
export const CURRENCY_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(currencies).map(([code, c]) => [code, c.name]),
);
