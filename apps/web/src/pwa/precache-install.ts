// The precache install of the service worker (sw.ts), apart so it can be tested without one.
import { forEachConcurrently } from './lanes.js';

/** The parts of Workbox's `PrecacheController` that {@link precacheInParallel} uses. */
export interface PrecacheInstaller<E> {
  /** Every precached URL (absolute) and its cache key (the URL with `__WB_REVISION__` when the manifest gave a revision). */
  getURLsToCacheKeys(): Map<string, string>;
  getIntegrityForCacheKey(cacheKey: string): string | undefined;
  /** The precache strategy: during an `install` event it fetches and stores an entry unless it is cached already. */
  strategy: { handleAll(options: { params: { cacheKey: string }; request: Request; event: E }): [Promise<Response | undefined>, Promise<void>] };
}

/** The query parameter Workbox adds to the cache key of an entry with a revision. */
const REVISION_PARAMETER = '__WB_REVISION__';

/**
 * Precaches every entry of a Workbox precache controller, `concurrency` downloads at a time, as
 * Workbox's `PrecacheController.install` does one at a time (workbox-precaching 7: same request,
 * integrity, cache mode and strategy; entries already cached under their key are not fetched).
 *
 * @param controller - the precache controller, its list filled (`addToCacheList`).
 * @param event - the service worker's `install` event (the strategy stores entries only during one).
 * @param concurrency - downloads at a time (≥ 1).
 * @returns resolves when every entry is stored.
 * @throws rejects with the first failed entry's error (a failed download, a non-OK response): the
 *   install fails, as with Workbox's own, and the previous service worker stays in charge.
 */
export async function precacheInParallel<E>(controller: PrecacheInstaller<E>, event: E, concurrency: number): Promise<void> {
  await forEachConcurrently([...controller.getURLsToCacheKeys()], concurrency, async ([url, cacheKey]) => {
    const request = new Request(url, {
      integrity: controller.getIntegrityForCacheKey(cacheKey),
      // Workbox's rule: an entry with a revision bypasses the HTTP cache (its URL does not change
      // with its content); a hashed name may come from it.
      cache: new URL(cacheKey).searchParams.has(REVISION_PARAMETER) ? 'reload' : 'default',
      credentials: 'same-origin',
    });
    await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
  });
}
