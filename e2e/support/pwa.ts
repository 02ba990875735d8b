import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

// Helpers of the PWA specs (pwa.spec.ts, offline.spec.ts): apps/web/pwa.config.ts, apps/web/src/pwa.

/** The base URL the build was made for (Vite's `base`). */
export const basePath = process.env.VITE_BASE_URL ?? '/';

/** The tools the app registers, read from the home page's cards (visits the home page). */
export async function registeredTools(page: Page) {
  await page.goto(basePath);
  const cards = page.getByTestId('tool-card');
  await expect(cards.first()).toBeVisible();
  const tools = await cards.evaluateAll((links) =>
    links.map((a) => ({
      path: new URL((a as HTMLAnchorElement).href).pathname,
      name: a.querySelector('h3')?.firstChild?.textContent?.trim() ?? '',
    })),
  );
  return [...new Map(tools.map((tool) => [tool.path, tool])).values()];
}

/**
 * Waits until the service worker is active and controls the page, and checks that the precache
 * holds every URL of the service worker's precache manifest.
 *
 * @returns the number of precached URLs.
 */
export async function waitForPrecache(page: Page): Promise<number> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  const { listed, missing } = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const scriptURL = registration.active!.scriptURL;
    const source = await (await fetch(scriptURL, { cache: 'no-store' })).text();
    // The precache list injected by the build (injectManifest): `{"revision":…,"url":"…"}` entries.
    const urls = [...source.matchAll(/\{"revision":(?:null|"[^"]*"),"url":"([^"]+)"\}/g)].map((m) => new URL(m[1]!, scriptURL).href);
    const cached = new Set<string>();
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache')) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        url.searchParams.delete('__WB_REVISION__');
        cached.add(url.href);
      }
    }
    return { listed: urls.length, missing: urls.filter((url) => !cached.has(url)) };
  });
  // Fails loudly if the manifest format ever changes rather than checking nothing.
  expect(listed, 'URLs in the precache manifest of sw.js').toBeGreaterThan(10);
  expect(missing, 'precache manifest URLs missing from the cache').toEqual([]);
  return listed;
}

/** Proves the emulated offline mode also cuts the service worker off the network. */
export async function expectNetworkOff(page: Page, context: BrowserContext) {
  // Not in the precache (query string): a fetch from the service worker itself must fail.
  const probe = new URL(`${basePath}favicon.svg?offline-probe=${Date.now()}`, page.url()).href;
  const [worker] = context.serviceWorkers();
  expect(worker, 'service worker').toBeDefined();
  expect(
    await worker!.evaluate(
      (url) =>
        fetch(url).then(
          () => 'online',
          () => 'offline',
        ),
      probe,
    ),
  ).toBe('offline');
}
