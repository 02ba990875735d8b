import type { Choice } from './holidays.js';

/**
 * The countries (ISO 3166-1 alpha-2, plus IC for the Canary Islands and XK for Kosovo) whose
 * public holidays date-holidays knows, as `new Holidays().getCountries()` lists them. Kept here so
 * that the country list shows without loading date-holidays (large: it loads once a country is
 * picked); a unit test compares it with the library's own list.
 */
// prettier-ignore
export const HOLIDAY_COUNTRY_CODES: readonly string[] = [
  'AD', 'AE', 'AG', 'AI', 'AL', 'AM', 'AO', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB',
  'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BW', 'BY',
  'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV',
  'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES',
  'ET', 'FI', 'FJ', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN',
  'GP', 'GQ', 'GR', 'GT', 'GU', 'GW', 'GY', 'HK', 'HN', 'HR', 'HT', 'HU', 'IC', 'ID', 'IE', 'IL',
  'IM', 'IN', 'IR', 'IS', 'IT', 'JE', 'JM', 'JP', 'KE', 'KM', 'KN', 'KR', 'KY', 'KZ', 'LC', 'LI',
  'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MK', 'ML', 'MQ',
  'MR', 'MS', 'MT', 'MU', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO',
  'NZ', 'PA', 'PE', 'PF', 'PH', 'PK', 'PL', 'PM', 'PR', 'PT', 'PY', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST',
  'SV', 'SX', 'SZ', 'TC', 'TD', 'TG', 'TH', 'TN', 'TO', 'TR', 'TT', 'TW', 'TZ', 'UA', 'UG', 'US',
  'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'XK', 'YT', 'ZA', 'ZM', 'ZW'
];

/**
 * The country choices of the days calculator, named in the visitor's language by the browser's
 * CLDR data (`Intl.DisplayNames`, type `region`).
 *
 * @param lang - a BCP 47 language tag, e.g. `en`, `fr`.
 * @returns code/name pairs (`label`: `name (code)`, the code alone where the browser has no name), sorted by name.
 */
export function holidayCountryChoices(lang: string): Choice[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'none' });
  } catch {
    names = null;
  }
  return HOLIDAY_COUNTRY_CODES.map((value) => {
    const name = names?.of(value);
    return { value, label: name ? `${name} (${value})` : value };
  }).sort((a, b) => a.label.localeCompare(b.label, lang));
}
