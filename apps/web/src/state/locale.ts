import { activateLocale, isSupportedLocale, matchLocale } from '@handy-tools/i18n';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { safeJSONStorage } from './safe-storage';

/** localStorage key of the chosen locale. */
export const LOCALE_STORAGE_KEY = 'locale';

const browserLocale = typeof navigator === 'undefined' ? 'en' : matchLocale(navigator.languages ?? [navigator.language]);

/**
 * The chosen locale, remembered in localStorage; the first visit follows the browser's
 * preferred languages when one of them is supported (else English). Unknown stored values
 * fall back to that default.
 */
export const localeAtom = atomWithStorage<string>(
  LOCALE_STORAGE_KEY,
  browserLocale,
  safeJSONStorage((value) => (isSupportedLocale(value) ? value : null)),
  { getOnInit: true },
);

/**
 * Switches the language: downloads that locale's catalog only, activates it, sets
 * `<html lang>` and remembers the choice.
 */
export const changeLocaleAtom = atom(null, async (_get, set, locale: string) => {
  const code = await activateLocale(locale);
  document.documentElement.lang = code;
  set(localeAtom, code);
});

/**
 * The locale to start with, read before the first render.
 *
 * @returns the stored locale when valid, else the browser's match, else `en`.
 */
export function initialLocale(): string {
  try {
    const stored = JSON.parse(localStorage.getItem(LOCALE_STORAGE_KEY) ?? 'null') as unknown;
    if (isSupportedLocale(stored)) return stored;
  } catch {
    /* corrupted value: ignore */
  }
  return browserLocale;
}
