import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isSupportedLocale } from './locales.js';
import { compileSimpleMessage } from './simple-message-compiler.js';

// Three catalogs per locale, each its own lazily loaded chunk (the Lingui Vite plugin compiles a
// .po file on import): `messages` holds the shell's strings and every tool's name (needed by the
// menu and the home page at once); `descriptions` every tool's description and footer, loaded
// with a tool page, by a card rendered in the browser or the command palette (the prerendered
// home page's cards keep the descriptions their HTML has); `tools` the strings inside the
// tools, loaded with the first tool page. Neither of the last two is in the home page's
// initial load. English, the source language, downloads none of them: every message carries its
// English text (the macros keep `message`), compiled as it is shown (compileSimpleMessage).
const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/*.po');

/** A catalog of each locale: the shell's, the tools' descriptions, or the tools' own strings. */
export type CatalogName = 'messages' | 'descriptions' | 'tools';

/** The lazy catalogs asked for so far: a locale switch loads them too. */
const wanted = new Set<Exclude<CatalogName, 'messages'>>();

/**
 * The catalogs already merged into the active messages (`<locale>/<name>`): asking again does not
 * load them again, so the I18nProvider is not told of a change (an update hydration would have to
 * give up a prerendered part for).
 */
const merged = new Set<string>();

async function loadCatalog(locale: string, name: CatalogName): Promise<Messages> {
  const load = catalogs[`../../../locales/${locale}/${name}.po`];
  return load ? (await load()).messages : {};
}

/**
 * Loads a locale's shell catalog (only that locale's is downloaded) — plus the lazy catalogs
 * asked for before — and activates the locale. English ({@link DEFAULT_LOCALE}) downloads no
 * catalog: its messages are compiled from the English text they carry.
 *
 * @param locale - a supported locale code; anything else activates {@link DEFAULT_LOCALE}.
 * @returns the code of the locale that is now active.
 */
export async function activateLocale(locale: string): Promise<string> {
  const code = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  if (code === DEFAULT_LOCALE) {
    i18n.setMessagesCompiler(compileSimpleMessage);
    i18n.load(code, {});
    i18n.activate(code);
    return code;
  }
  const loaded = await Promise.all([loadCatalog(code, 'messages'), ...[...wanted].map((name) => loadCatalog(code, name))]);
  i18n.load(code, Object.assign({}, ...loaded) as Messages);
  i18n.activate(code);
  for (const name of ['messages', ...wanted]) merged.add(`${code}/${name}`);
  return code;
}

/**
 * Loads the active locale's catalog of strings used inside tools and merges it into the
 * active messages; later locale switches load it too.
 *
 * @returns resolves once the strings are available.
 */
export async function loadToolCatalog(): Promise<void> {
  return loadLazyCatalog('tools');
}

/**
 * Loads the active locale's catalog of tool descriptions and footers and merges it into the
 * active messages; later locale switches load it too.
 *
 * @returns resolves once the descriptions are available.
 */
export async function loadDescriptionCatalog(): Promise<void> {
  return loadLazyCatalog('descriptions');
}

async function loadLazyCatalog(name: Exclude<CatalogName, 'messages'>): Promise<void> {
  wanted.add(name);
  const code = i18n.locale || DEFAULT_LOCALE;
  if (code === DEFAULT_LOCALE || merged.has(`${code}/${name}`)) return;
  const messages = await loadCatalog(code, name);
  if (i18n.locale !== code || merged.has(`${code}/${name}`)) return;
  i18n.load(code, messages);
  merged.add(`${code}/${name}`);
}

export { i18n };
