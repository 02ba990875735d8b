import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { LARGE_ASSET_BYTES, OFFLINE_ASSETS_FILE, splitPrecache } from './src/pwa/precache-policy.ts';

/**
 * Largest file Workbox looks at. The precache itself stops at `LARGE_ASSET_BYTES` (1 MiB, see
 * src/pwa/precache-policy.ts); this higher limit only makes sure Workbox hands every file to the
 * precache split below, which lists the large ones for runtime caching, instead of silently
 * dropping them (a file over this limit fails the build).
 */
export const MAX_PRECACHE_FILE_BYTES = 64 * 1024 * 1024;

/** The build's output folder, known once Vite has resolved its config (see {@link pwa}). */
let outDir: string | undefined;

/**
 * Workbox manifest transform: keeps files of at most 1 MiB in the precache, writes the larger ones
 * to `offline-assets.json` in the build (read by "Make every tool available offline") and
 * precaches that list itself. Runs after the build is written, on the real file sizes.
 */
function precacheSplit(entries: { url: string; revision: string | null; size: number }[]) {
  const { precache, runtime } = splitPrecache(entries, LARGE_ASSET_BYTES);
  const json = `${JSON.stringify(runtime, null, 1)}\n`;
  if (!outDir) throw new Error('pwa.config.ts: the build folder is unknown (the offline-assets plugin did not run).');
  writeFileSync(join(outDir, OFFLINE_ASSETS_FILE), json);
  const revision = createHash('md5').update(json).digest('hex');
  const manifest = [...precache, { url: OFFLINE_ASSETS_FILE, revision, size: Buffer.byteLength(json) }];
  return { manifest, warnings: [] };
}

/**
 * The PWA: web app manifest and a Workbox service worker (src/pwa/sw.ts, `injectManifest`). It precaches the shell and
 * every file of at most 1 MiB (the light tools work offline after the first visit); larger files
 * (WASM, data sets, the biggest tool chunks) are cached on first use, cache-first (their names
 * carry a content hash), or all at once by "Make every tool available offline"
 * (src/pwa/MakeAvailableOffline.tsx, which reads `offline-assets.json`).
 *
 * - Start URL, scope, the service worker's URL and the navigation fallback all follow Vite's
 *   `base` (VITE_BASE_URL): the plugin derives them from it.
 * - The Workbox modules are bundled from node_modules into `sw.js`; nothing is loaded from a CDN.
 * - `autoUpdate`: a new service worker skips waiting and claims the open pages, which reload
 *   (src/pwa/register-sw.ts registers it through `virtual:pwa-register`).
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
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
  // The service worker is apps/web/src/pwa/sw.ts (precache, navigation fallback, runtime cache);
  // the build bundles Workbox's modules into it and injects the precache list.
  srcDir: 'src/pwa',
  filename: 'sw.ts',
  injectManifest: {
    // Everything the build emits (entry and tool chunks, locale catalogs, CSS, WASM, workers, fonts,
    // images, data files and index.html), then split by size in `precacheSplit`.
    globPatterns: ['**/*'],
    globIgnores: [
      '**/node_modules/**/*',
      // Added by the plugin itself with its revision; a second entry for it would duplicate it.
      'manifest.webmanifest',
      // Build bookkeeping (Vite's manifest) and source maps: not used by the app.
      '.vite/**',
      '**/*.map',
      // The service worker itself.
      'sw.js',
      // Written by precacheSplit itself, which adds it to the manifest.
      OFFLINE_ASSETS_FILE,
      // The prerendered pages of the routes (prerender.config.ts): served from the network when
      // online; offline, every navigation gets app.html (sw.ts). The home page's index.html stays.
      '*/index.html',
      '404.html',
    ],
    manifestTransforms: [precacheSplit],
    maximumFileSizeToCacheInBytes: MAX_PRECACHE_FILE_BYTES,
  },
};

/** The vite-plugin-pwa plugins for apps/web/vite.config.ts, and one that tells them the build folder. */
export function pwa(): PluginOption {
  const buildFolder: Plugin = {
    name: 'handy-tools:offline-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  return [buildFolder, VitePWA(pwaOptions)];
}
