/**
 * The name of a country or region in a language, from the browser's CLDR data
 * (`Intl.DisplayNames`, ECMA-402); the code itself when the runtime does not know it.
 *
 * @param code - an ISO 3166-1 alpha-2 code ("DE"), or a CLDR region code ("XK", "001").
 * @param locale - a BCP 47 language tag ("en", "fr").
 * @returns the name ("Germany"), or `code` unchanged when unknown.
 */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
