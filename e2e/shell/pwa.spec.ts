import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// The PWA (apps/web/pwa.config.ts, apps/web/src/pwa): manifest, service worker, offline use.
// The build under test is the production one, so the service worker registers for real. Every
// test gets a fresh browser context, hence a first visit with no service worker yet.

/** The base URL the build was made for (Vite's `base`). */
const basePath = process.env.VITE_BASE_URL ?? '/';
const OFFLINE_READY = 'Handy Tools is ready to work offline.';

/** The tools the app registers, read from the home page's cards (visits the home page). */
async function registeredTools(page: Page) {
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
async function waitForPrecache(page: Page): Promise<number> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  const { listed, missing } = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const scriptURL = registration.active!.scriptURL;
    const source = await (await fetch(scriptURL, { cache: 'no-store' })).text();
    const urls = [...source.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => new URL(m[1]!, scriptURL).href);
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

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the web app manifest is linked and valid, with PNG icons of the declared sizes', async ({ page, request }) => {
  await page.goto(basePath);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifestUrl = new URL(href!, page.url());
  expect(manifestUrl.pathname).toBe(`${basePath}manifest.webmanifest`);
  const response = await request.get(manifestUrl.href);
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: 'Handy Tools', short_name: 'Handy Tools', display: 'standalone', theme_color: '#18a058' });
  expect(manifest.description.length).toBeGreaterThan(20);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const startUrl = new URL(manifest.start_url, manifestUrl);
  const scope = new URL(manifest.scope, manifestUrl);
  expect(startUrl.origin).toBe(manifestUrl.origin);
  expect(scope.pathname).toBe(basePath);
  expect(startUrl.pathname.startsWith(scope.pathname)).toBe(true);

  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
  const wanted = [
    { sizes: '192x192', purpose: 'any' },
    { sizes: '512x512', purpose: 'any' },
    { sizes: '512x512', purpose: 'maskable' },
  ];
  for (const { sizes, purpose } of wanted) {
    const icon = icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose));
    expect(icon, `${sizes} ${purpose} icon`).toBeDefined();
    expect(icon!.type).toBe('image/png');
    const iconUrl = new URL(icon!.src, manifestUrl);
    expect(iconUrl.pathname.startsWith(basePath)).toBe(true);
    const file = await request.get(iconUrl.href);
    expect(file.ok(), iconUrl.href).toBe(true);
    expect(file.headers()['content-type']).toContain('image/png');
    const [width, height] = sizes.split('x').map(Number);
    expect(pngSize(await file.body()), iconUrl.href).toEqual({ width, height });
  }
});

test('the service worker registers under the base URL, activates and controls the page', async ({ page }) => {
  await page.goto(basePath);
  const count = await waitForPrecache(page);
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.ready;
    return {
      scope: r.scope,
      script: r.active?.scriptURL,
      state: r.active?.state,
      controller: navigator.serviceWorker.controller?.scriptURL,
    };
  });
  const origin = new URL(page.url()).origin;
  expect(registration).toEqual({
    scope: `${origin}${basePath}`,
    script: `${origin}${basePath}sw.js`,
    state: 'activated',
    controller: `${origin}${basePath}sw.js`,
  });
  // The Workbox runtime is served from the build, not from a CDN.
  const source = await (await page.request.get(`${basePath}sw.js`)).text();
  expect(source).not.toMatch(/https?:\/\//);
  test.info().annotations.push({ type: 'precached URLs', description: String(count) });
});

test.describe('offline, in German', () => {
  // A non-English locale, so the offline pages need their (lazily loaded) Lingui catalog too.
  test.use({ locale: 'de-DE' });

  test('after the first visit, tools never opened before work offline', async ({ page, context }) => {
    test.setTimeout(60_000);
    const tools = await registeredTools(page);
    expect(tools.length).toBeGreaterThan(0);
    // About a second per tool offline; the budget grows with the catalogue.
    test.setTimeout(60_000 + tools.length * 2_000);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await waitForPrecache(page);

    await context.setOffline(true);
    await expectNetworkOff(page, context);
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
    const fromNetwork: string[] = [];
    page.on('response', (r) => {
      if (!r.fromServiceWorker()) fromNetwork.push(r.url());
    });

    // Requests still waiting for an answer: named in the error if a page does not come up.
    const pending = new Set<string>();
    page.on('request', (r) => pending.add(r.url()));
    page.on('requestfinished', (r) => pending.delete(r.url()));
    page.on('requestfailed', (r) => pending.delete(r.url()));

    for (const tool of tools) {
      await test.step(tool.path, async () => {
        await page.goto(tool.path);
        // The shell sets <html lang> once its catalog has loaded.
        await expect(page.locator('html')).toHaveAttribute('lang', 'de').catch((error: Error) => {
          throw new Error(`${error.message}\nStill waiting for: ${[...pending].join(', ') || 'nothing'}\nFailed: ${failed.join(', ') || 'nothing'}`);
        });
        await expect(page).toHaveTitle(`${tool.name} - Handy Tools`);
        await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
        await expect(page.getByText(/^(Loading…|Wird geladen…)$/)).toHaveCount(0);
        await expect(page.getByTestId('tool-error')).toHaveCount(0);
        // The tool's own UI rendered: the page body outside the tool header and footer holds
        // controls or text.
        const body = await page.locator('main').evaluate((main) => {
          const root = main.querySelector('article') ?? main;
          const parts = [...root.children].filter((el) => el.tagName !== 'HEADER' && el.tagName !== 'FOOTER');
          return {
            controls: parts.reduce(
              (n, el) => n + el.querySelectorAll('input, textarea, select, button, [contenteditable="true"]').length,
              0,
            ),
            text: parts.map((el) => (el as HTMLElement).innerText.trim()).join('').length,
          };
        });
        expect(body.controls + body.text, 'tool UI content').toBeGreaterThan(0);
      });
    }
    // A request the next navigation cut short (a tool warming up its worker, say) fails with
    // ERR_ABORTED whether online or not; fetch those again, still offline, and they must load.
    const aborted = failed.filter((f) => f.endsWith(' net::ERR_ABORTED')).map((f) => f.slice(0, -' net::ERR_ABORTED'.length));
    const refetched = await page.evaluate(
      (urls) => Promise.all(urls.map((url) => fetch(url).then((r) => `${url} ${r.status}`, (e) => `${url} ${String(e)}`))),
      aborted,
    );
    expect(refetched, 'requests aborted by a navigation, fetched again offline').toEqual(aborted.map((url) => `${url} 200`));
    expect(
      failed.filter((f) => !f.endsWith(' net::ERR_ABORTED')),
      'requests that failed offline',
    ).toEqual([]);
    expect(fromNetwork, 'responses not served by the service worker').toEqual([]);
  });
});

/** Proves the emulated offline mode also cuts the service worker off the network. */
async function expectNetworkOff(page: Page, context: BrowserContext) {
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

test('the "ready to work offline" notice shows once, on first install, and can be dismissed', async ({ page }) => {
  await page.goto(basePath);
  const notice = page.getByText(OFFLINE_READY);
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await waitForPrecache(page);
  await page.getByTestId('offline-ready-notice').getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The page registers (again) a little after its load event; then give it time to (not) announce anything.
  await expect(page.locator('[data-testid="pwa-status"][data-sw-registered]')).toHaveCount(1, { timeout: 15_000 });
  await page.waitForTimeout(1500);
  await expect(notice).toHaveCount(0);
});

/**
 * Serves the build under test on a port of its own, like `vite preview` (SPA fallback to
 * index.html), appending `swSuffix()` to sw.js: changing it publishes a "new version" of the
 * service worker without rebuilding or disturbing the shared preview server.
 */
async function serveBuild(swSuffix: () => string): Promise<{ url: string; close: () => Promise<void> }> {
  const outDir = resolve(process.env.HT_OUT_DIR ?? fileURLToPath(new URL('../../dist/apps/web', import.meta.url)));
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.webmanifest': 'application/manifest+json',
    '.json': 'application/json',
    '.wasm': 'application/wasm',
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const relative = path.startsWith(basePath) ? path.slice(basePath.length) : '';
    let file = resolve(outDir, relative || 'index.html');
    if (!file.startsWith(outDir + sep) || !existsSync(file) || !statSync(file).isFile()) file = join(outDir, 'index.html');
    let body = readFileSync(file);
    if (relative === 'sw.js') body = Buffer.concat([body, Buffer.from(swSuffix())]);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    res.end(body);
  });
  await new Promise<void>((done) => server.listen(0, 'localhost', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}${basePath}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

test('a new service worker version activates and the page reloads itself', async ({ page }) => {
  let version = '';
  const app = await serveBuild(() => version);
  try {
    await page.goto(app.url);
    await waitForPrecache(page);
    await expect(page.getByText(OFFLINE_READY)).toBeVisible();
    await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
    // Publish a changed sw.js; the browser's update check finds it, and the new worker
    // installs, activates at once and makes the page reload.
    version = '\n// next version\n';
    const reloaded = page.waitForEvent('load');
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // An update is not a first install: no offline-ready notice this time.
    await expect(page.locator('[data-testid="pwa-status"][data-sw-registered]')).toHaveCount(1, { timeout: 15_000 });
    await page.waitForTimeout(1500);
    await expect(page.getByText(OFFLINE_READY)).toHaveCount(0);
  } finally {
    await app.close();
  }
});
