import type { PluginOption } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

/**
 * Largest file the service worker precaches. Workbox's default (2 MiB) would silently leave big
 * tool chunks out, so the offline app would break on exactly those tools; with
 * `showMaximumFileSizeToCacheInBytesWarning` off (the default) a file over this limit fails the
 * build instead of being skipped.
 */
export const MAX_PRECACHE_FILE_BYTES = 64 * 1024 * 1024;

/**
 * The PWA: web app manifest and a Workbox `generateSW` service worker that precaches the whole
 * build, so every tool works offline after the first visit.
 *
 * - Start URL, scope, the service worker's URL and the navigation fallback all follow Vite's
 *   `base` (VITE_BASE_URL): the plugin derives them from it.
 * - The Workbox runtime is bundled from node_modules into `workbox-<hash>.js` next to `sw.js`;
 *   nothing is loaded from a CDN.
 * - `autoUpdate`: a new service worker skips waiting and claims the open pages, which reload
 *   (src/pwa/register-sw.ts registers it through `virtual:pwa-register`).
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  // Registered by src/pwa (after the first render, production builds only), not by a script
  // tag injected into index.html.
  injectRegister: false,
  manifest: {
    name: 'Handy Tools',
    short_name: 'Handy Tools',
    description:
      'Handy online tools for developers: encoders, hashes, generators, converters, network calculators and more. Everything runs in your browser, also offline.',
    lang: 'en',
    display: 'standalone',
    theme_color: '#18a058',
    background_color: '#f1f5f9',
    categories: ['developer', 'utilities', 'productivity'],
    // Made from favicon.svg by tools/scripts/generate-pwa-icons.mjs. Relative, so they resolve
    // under the base URL like the manifest itself.
    icons: [
      { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  // Public files (icons, favicon) are precached by the `**/*` glob below like every other file.
  includeManifestIcons: false,
  workbox: {
    // Everything the build emits: entry and tool chunks, locale catalogs, CSS, WASM, workers,
    // fonts, images, data files and index.html.
    globPatterns: ['**/*'],
    globIgnores: [
      '**/node_modules/**/*',
      // Added by the plugin itself with its revision; a second entry for it would duplicate it.
      'manifest.webmanifest',
      // Build bookkeeping (Vite's manifest) and source maps: not used by the app.
      '.vite/**',
      '**/*.map',
    ],
    maximumFileSizeToCacheInBytes: MAX_PRECACHE_FILE_BYTES,
    // SPA routes: every navigation inside the scope gets the precached index.html (resolved
    // against the service worker's URL, so under the base URL).
    navigateFallback: 'index.html',
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
};

/** The vite-plugin-pwa plugins for apps/web/vite.config.ts. */
export function pwa(): PluginOption {
  return VitePWA(pwaOptions);
}
