import { cronstrue } from './cronstrue-descriptor.js';

/**
 * cronstrue's locale for each UI locale of Handy Tools (libs/i18n LOCALES); English is built in.
 * Norwegian is Bokmål (`nb`), Portuguese is European (`pt_PT`), Chinese is Simplified (`zh_CN`).
 */
const LOADERS: Record<string, { code: string; load: () => Promise<unknown> }> = {
  de: { code: 'de', load: () => import('cronstrue/locales/de.js') },
  es: { code: 'es', load: () => import('cronstrue/locales/es.js') },
  fr: { code: 'fr', load: () => import('cronstrue/locales/fr.js') },
  no: { code: 'nb', load: () => import('cronstrue/locales/nb.js') },
  pl: { code: 'pl', load: () => import('cronstrue/locales/pl.js') },
  pt: { code: 'pt_PT', load: () => import('cronstrue/locales/pt_PT.js') },
  ru: { code: 'ru', load: () => import('cronstrue/locales/ru.js') },
  uk: { code: 'uk', load: () => import('cronstrue/locales/uk.js') },
  zh: { code: 'zh_CN', load: () => import('cronstrue/locales/zh_CN.js') },
  vi: { code: 'vi', load: () => import('cronstrue/locales/vi.js') },
};

/**
 * Loads cronstrue's descriptions for a UI locale (one small file, on demand) and registers them.
 *
 * @param uiLocale - a Handy Tools locale code (`de`, `fr`, `zh`…).
 * @returns the cronstrue locale code to pass to `describeCron`, or `en` when there is none (or it failed to load).
 */
export async function loadCronstrueLocale(uiLocale: string): Promise<string> {
  const entry = LOADERS[uiLocale];
  if (!entry) return 'en';
  if (cronstrue.locales[entry.code]) return entry.code;
  try {
    await entry.load();
  } catch {
    return 'en';
  }
  return cronstrue.locales[entry.code] ? entry.code : 'en';
}
