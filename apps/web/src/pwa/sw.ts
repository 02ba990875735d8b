/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest from this file into `sw.js`; its
// precache list is injected at `self.__WB_MANIFEST` by the build, see apps/web/pwa.config.ts).
//
// - Precache: the shell and every file of at most 1 MiB, fetched PRECACHE_CONCURRENCY at a time
//   (Workbox's own install fetches one file at a time: 740 files took ~30 s on localhost, longer
//   on a real network with its round trips), served cache-first with Workbox's precache route.
// - Navigations the precache does not answer get app.html (the app without prerendered content).
// - Large files left out of the precache (same-origin hashed assets) are cached on first use.
// - A new version skips waiting and claims the open pages (`autoUpdate`: they reload).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { HASHED_ASSET_URL, RUNTIME_ASSET_CACHE } from './precache-policy.js';
import { precacheInParallel } from './precache-install.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Precache downloads at a time: the six connections a browser opens to one HTTP/1.1 host. */
const PRECACHE_CONCURRENCY = 6;

const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
self.addEventListener('install', (event) => event.waitUntil(precacheInParallel(precache, event, PRECACHE_CONCURRENCY)));
self.addEventListener('activate', (event) => precache.activate(event));
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

// SPA routes: resolved against the service worker's URL, so under the base URL.
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('app.html')));

// ignoreVary: servers add `Vary: Origin` or `Accept-Encoding`, and a module script's request carries
// an Origin header that a plain fetch (the offline control's) does not; the files are immutable, so
// any stored copy fits any request for them.
registerRoute(
  HASHED_ASSET_URL,
  new CacheFirst({ cacheName: RUNTIME_ASSET_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })], matchOptions: { ignoreVary: true } }),
);

void self.skipWaiting();
clientsClaim();
