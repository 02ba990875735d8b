/** A locale Handy Tools is translated into. */
export interface LocaleInfo {
  /** BCP 47 language code, also the catalog folder under `locales/`. */
  code: string;
  /** The language's own name, shown in the language selector. */
  label: string;
}

/** The 11 locales, in the selector's order; English is the source language. */
export const LOCALES: readonly LocaleInfo[] = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
  { code: 'no', label: 'Norsk' },
  { code: 'pl', label: 'Polski' },
  { code: 'pt', label: 'Português' },
  { code: 'ru', label: 'Русский' },
  { code: 'uk', label: 'Українська' },
  { code: 'zh', label: '中文' },
  { code: 'vi', label: 'Tiếng Việt' },
];

/** The source locale and the fallback for anything untranslated. */
export const DEFAULT_LOCALE = 'en';

/**
 * Whether a value is one of the supported locale codes.
 *
 * @param value - any value, e.g. read from storage.
 * @returns true when `value` is the code of a supported locale.
 */
export function isSupportedLocale(value: unknown): value is string {
  return typeof value === 'string' && LOCALES.some((l) => l.code === value);
}

/**
 * Picks the first supported locale from the browser's preferred languages.
 *
 * @param preferred - language tags in preference order (e.g. `navigator.languages`).
 * @returns the matching supported code (by primary subtag, so `pt-BR` → `pt`, `nb` → `no`),
 *   or {@link DEFAULT_LOCALE}.
 */
export function matchLocale(preferred: readonly string[]): string {
  for (const tag of preferred) {
    let primary = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    if (primary === 'nb' || primary === 'nn') primary = 'no';
    if (isSupportedLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
