/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

// Imported on demand by PwaStatus, only in production builds: `virtual:pwa-register` exists only
// where vite-plugin-pwa runs (apps/web/vite.config.ts), not in the unit tests' Vite config.

/** What the page hears about its service worker. */
export interface ServiceWorkerEvents {
  /** The registration call succeeded (the worker may still be installing). */
  onRegistered?: () => void;
  /**
   * The first service worker has installed: the whole app is precached and works offline.
   * Not called for updates nor on later visits.
   */
  onOfflineReady?: () => void;
}

let registration: 'none' | 'pending' | 'done' = 'none';
let listeners: ServiceWorkerEvents = {};

/**
 * Registers the service worker (`sw.js` under the base URL), once per page; a later call (e.g.
 * from a remounted component) only replaces the callbacks, and hears `onRegistered` at once if
 * that has already happened. With `registerType: 'autoUpdate'` (apps/web/pwa.config.ts) a newer
 * service worker activates at once and the page reloads itself to run the new version.
 *
 * @param events - callbacks for registration and the first install.
 */
export function registerServiceWorker(events: ServiceWorkerEvents): void {
  listeners = events;
  if (registration === 'done') events.onRegistered?.();
  if (registration !== 'none') return;
  registration = 'pending';
  registerSW({
    onRegisteredSW: () => {
      registration = 'done';
      listeners.onRegistered?.();
    },
    onOfflineReady: () => listeners.onOfflineReady?.(),
    // Not an app failure (e.g. service workers disabled by the browser): the app still works online.
    onRegisterError: (error: unknown) => console.warn('Service worker registration failed; offline use is not available.', error),
  });
}
