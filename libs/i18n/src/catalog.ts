import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, isSupportedLocale } from './locales.js';

// One lazily loaded chunk per locale: the Lingui Vite plugin compiles the .po file on import.
const catalogs = import.meta.glob<{ messages: Record<string, string> }>('../../../locales/*/messages.po');

/**
 * Loads a locale's compiled catalog (only that one is downloaded) and activates it.
 *
 * @param locale - a supported locale code; anything else activates {@link DEFAULT_LOCALE}.
 * @returns the code of the locale that is now active.
 */
export async function activateLocale(locale: string): Promise<string> {
  const code = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  const load = catalogs[`../../../locales/${code}/messages.po`];
  const messages = load ? (await load()).messages : {};
  i18n.loadAndActivate({ locale: code, messages });
  return code;
}

export { i18n };
