import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { precacheInParallel, type PrecacheInstaller } from './precache-install.js';

/** A stand-in controller: records each request and how many downloads ran at once. */
function fakeController(keys: [string, string][], fail?: string) {
  const requests: { url: string; cache: RequestCache; integrity: string; cacheKey: string }[] = [];
  let running = 0;
  let peak = 0;
  const controller: PrecacheInstaller<'install'> = {
    getURLsToCacheKeys: () => new Map(keys),
    getIntegrityForCacheKey: (cacheKey) => (cacheKey.endsWith('sri.js') ? 'sha384-abc' : undefined),
    strategy: {
      handleAll: ({ params, request }) => {
        requests.push({ url: request.url, cache: request.cache, integrity: request.integrity, cacheKey: params.cacheKey });
        running++;
        peak = Math.max(peak, running);
        const done = Promise.resolve().then(() => {
          running--;
          if (request.url === fail) throw new Error(`bad-precaching-response: ${request.url}`);
        });
        return [done.then(() => new Response('')), done];
      },
    },
  };
  return { controller, requests, peak: () => peak };
}

const entries = (n: number): [string, string][] =>
  Array.from({ length: n }, (_, i) =>
    i % 3 === 0 ? [`https://h.test/index-${i}.html`, `https://h.test/index-${i}.html?__WB_REVISION__=r${i}`] : [`https://h.test/assets/c${i}-AbCdEfGh.js`, `https://h.test/assets/c${i}-AbCdEfGh.js`],
  );

describe('precacheInParallel', () => {
  it('stores every entry once, at most `concurrency` at a time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 8 }), async (n, concurrency) => {
        const { controller, requests, peak } = fakeController(entries(n));
        await precacheInParallel(controller, 'install', concurrency);
        expect(requests.map((r) => r.url).sort()).toEqual(entries(n).map(([url]) => url).sort());
        expect(peak()).toBeLessThanOrEqual(concurrency);
        if (n >= concurrency) expect(peak()).toBe(concurrency);
      }),
      { numRuns: 15 },
    );
  });

  it('asks as Workbox does: revisioned entries bypass the HTTP cache, the integrity and the cache key go with the request', async () => {
    const { controller, requests } = fakeController([
      ['https://h.test/app.html', 'https://h.test/app.html?__WB_REVISION__=1f2e'],
      ['https://h.test/assets/x-AbCdEfGh.js', 'https://h.test/assets/x-AbCdEfGh.js'],
      ['https://h.test/assets/sri.js', 'https://h.test/assets/sri.js'],
    ]);
    await precacheInParallel(controller, 'install', 6);
    expect(requests).toEqual([
      { url: 'https://h.test/app.html', cache: 'reload', integrity: '', cacheKey: 'https://h.test/app.html?__WB_REVISION__=1f2e' },
      { url: 'https://h.test/assets/x-AbCdEfGh.js', cache: 'default', integrity: '', cacheKey: 'https://h.test/assets/x-AbCdEfGh.js' },
      { url: 'https://h.test/assets/sri.js', cache: 'default', integrity: 'sha384-abc', cacheKey: 'https://h.test/assets/sri.js' },
    ]);
  });

  it('fails the install when one entry fails', async () => {
    const list = entries(10);
    const { controller } = fakeController(list, list[4]![0]);
    await expect(precacheInParallel(controller, 'install', 3)).rejects.toThrow(/bad-precaching-response/);
  });
});
