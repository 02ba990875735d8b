import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isSupportedLocale } from './locales.js';

// Two catalogs per locale, each its own lazily loaded chunk (the Lingui Vite plugin compiles a
// .po file on import): `messages` holds the shell's strings and every tool's name and
// description (needed by the menu and the home page); `tools` holds the strings inside the
// tools, loaded with the first tool page so the home page does not carry them.
const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/*.po');

/** A catalog of each locale: the shell's, or the tools' own strings. */
export type CatalogName = 'messages' | 'tools';

let toolCatalogWanted = false;

async function loadCatalog(locale: string, name: CatalogName): Promise<Messages> {
  const load = catalogs[`../../../locales/${locale}/${name}.po`];
  return load ? (await load()).messages : {};
}

/**
 * Loads a locale's shell catalog (only that locale's is downloaded) — plus the tools' catalog
 * when a tool page asked for it before — and activates the locale.
 *
 * @param locale - a supported locale code; anything else activates {@link DEFAULT_LOCALE}.
 * @returns the code of the locale that is now active.
 */
export async function activateLocale(locale: string): Promise<string> {
  const code = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  const [shell, tools] = await Promise.all([loadCatalog(code, 'messages'), toolCatalogWanted ? loadCatalog(code, 'tools') : {}]);
  i18n.load(code, { ...shell, ...tools });
  i18n.activate(code);
  return code;
}

/**
 * Loads the active locale's catalog of strings used inside tools and merges it into the
 * active messages; later locale switches load it too.
 *
 * @returns resolves once the strings are available.
 */
export async function loadToolCatalog(): Promise<void> {
  toolCatalogWanted = true;
  const code = i18n.locale || DEFAULT_LOCALE;
  const messages = await loadCatalog(code, 'tools');
  if (i18n.locale === code) i18n.load(code, messages);
}

export { i18n };
