import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n, loadDescriptionCatalog, loadToolCatalog } from '@handy-tools/i18n';
import { useEffect, useState, type ReactNode } from 'react';
import '../theme/tokens.css';

/** Props of {@link HandyToolsProvider}. */
export interface HandyToolsProviderProps {
  /** One of the 11 locale codes (`LOCALES` of `@handy-tools/i18n`); anything else falls back to `en`. Default `en`. */
  locale?: string;
  /** Colour theme of the tools inside. Default `light`. */
  theme?: 'light' | 'dark';
  /** Shown until the locale's catalogs are loaded (they are lazy chunks). Default: nothing. */
  fallback?: ReactNode;
  /** Extra class names for the wrapper element (`div.ht-root`). */
  className?: string;
  children: ReactNode;
}

/**
 * Everything a Handy Tools tool needs around it in another React app: Lingui's `I18nProvider`
 * with the locale activated — for a translation, its compiled catalogs (the shell's strings,
 * the tools' descriptions and the tools' own strings, from `@handy-tools/i18n`) loaded first;
 * for English, the source language, a message compiler instead — and a themed wrapper
 * (`<div class="ht-root" data-theme>`) that scopes the kit's base styles. Import the kit's
 * stylesheet once (`import '@handy-tools/ui/style.css'`) and render tools inside, e.g. with
 * {@link ToolView}.
 *
 * Uses Lingui's global `i18n` instance (`@lingui/core`): an app that uses Lingui itself shares
 * it, and its messages are merged with Handy Tools'.
 *
 * @param props - {@link HandyToolsProviderProps}.
 * @returns the wrapper; `fallback` until the catalogs are there.
 */
export function HandyToolsProvider({ locale = 'en', theme = 'light', fallback = null, className, children }: HandyToolsProviderProps) {
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      // English, the source language, downloads no catalog (activateLocale compiles the English
      // text every message carries); another language loads its three catalogs.
      const active = await activateLocale(locale);
      await Promise.all([loadToolCatalog(), loadDescriptionCatalog()]);
      if (live) setReady(active);
    })();
    return () => {
      live = false;
    };
  }, [locale]);
  return (
    <I18nProvider i18n={i18n}>
      <div className={className ? `ht-root ${className}` : 'ht-root'} data-theme={theme} lang={ready ?? undefined}>
        {ready ? children : fallback}
      </div>
    </I18nProvider>
  );
}
