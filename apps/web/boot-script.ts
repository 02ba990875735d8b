import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { LOCALES } from '../../libs/i18n/src/locales.ts';

/**
 * The page's first script, inline in `<head>` so that it runs before anything paints (an external
 * or module script would let the prerendered page paint first). It
 * - applies the remembered theme (else the system's) to `<html data-theme>`, so a reload never
 *   flashes the other theme;
 * - marks the page as booting (`<html data-booting>`: until the app has taken over, CSS keeps the
 *   prerendered side menu closed on phones, as the app will have it);
 * - holds the prerendered content hidden (`<html class="ht-hold">`) when it is not what the app
 *   will show: another language than English (the prerendered pages are English), or a page
 *   prerendered for another path (the offline fallback page). main.tsx then renders afresh
 *   instead of hydrating, and shows the page when it has.
 * The locale is chosen as `state/locale.ts` chooses it: the stored one, else the browser's first
 * supported language (by primary subtag, `nb`/`nn` → `no`), else English.
 *
 * It is plain ES5 so that no build step touches it, and its SHA-256 is allowed by the CSP.
 */
export const BOOT_SCRIPT = `(function () {
  var d = document.documentElement;
  var supported = ${JSON.stringify(LOCALES.map((l) => l.code))};
  function stored(key) {
    try { return JSON.parse(localStorage.getItem(key) || 'null'); } catch (e) { return null; }
  }
  var theme = stored('theme');
  if (theme !== 'dark' && theme !== 'light') {
    try { theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'; } catch (e) { theme = 'light'; }
  }
  d.setAttribute('data-theme', theme);
  d.setAttribute('data-booting', '');
  var locale = stored('locale');
  if (supported.indexOf(locale) < 0) {
    locale = 'en';
    var tags = navigator.languages || [navigator.language];
    for (var i = 0; i < tags.length; i++) {
      var primary = String(tags[i]).toLowerCase().split(/[-_]/)[0];
      if (primary === 'nb' || primary === 'nn') primary = 'no';
      if (supported.indexOf(primary) >= 0) { locale = primary; break; }
    }
  }
  var path = location.pathname.replace(/(.)\\/$/, '$1');
  var route = d.getAttribute('data-route');
  if (route !== null && (locale !== 'en' || route !== path)) d.className += ' ht-hold';
})();`;

/** The style that goes with it: held content stays hidden (it keeps its space: no layout shift). */
export const BOOT_STYLE = 'html.ht-hold #root{visibility:hidden}';

/**
 * The CSP source that allows {@link BOOT_SCRIPT} as an inline script.
 *
 * @returns `'sha256-<base64 digest>'` of the script's text (CSP Level 3, hash-source).
 */
export function bootScriptHash(): string {
  return `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
}

/** Puts {@link BOOT_SCRIPT} and {@link BOOT_STYLE} at the top of the app's `<head>` (dev and build). */
export function bootScriptPlugin(): Plugin {
  return {
    name: 'handy-tools-boot-script',
    transformIndexHtml: () => [
      { tag: 'script', children: BOOT_SCRIPT, injectTo: 'head-prepend' },
      { tag: 'style', children: BOOT_STYLE, injectTo: 'head-prepend' },
    ],
  };
}
