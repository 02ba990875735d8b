import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { basePath, waitForPrecache } from '../support/pwa';

// The PWA (apps/web/pwa.config.ts, apps/web/src/pwa): manifest, service worker, updates (offline use
// of every tool: offline.spec.ts).
// The build under test is the production one, so the service worker registers for real. Every
// test gets a fresh browser context, hence a first visit with no service worker yet.

const OFFLINE_READY = 'Handy Tools is ready to work offline.';

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

// One first install for both checks: each costs the whole precache download.
test('the service worker registers under the base URL, activates and controls the page; the "ready to work offline" notice shows once, on first install, and can be dismissed', async ({ page }) => {
  test.setTimeout(90_000); // the first install downloads the whole precache
  await page.goto(basePath);
  const notice = page.getByText(OFFLINE_READY);
  await expect(notice).toBeVisible({ timeout: 60_000 });
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
  // The Workbox modules are bundled into sw.js (apps/web/src/pwa/sw.ts): nothing is imported, and the
  // only URL in it is the documentation link of a Workbox warning.
  const source = await (await page.request.get(`${basePath}sw.js`)).text();
  expect(source).not.toMatch(/importScripts\(|\bimport\s*\(|workbox-cdn/);
  expect((source.match(/https?:\/\/[^\s`'"]+/g) ?? []).filter((url) => !url.startsWith('https://bit.ly/'))).toEqual([]);
  test.info().annotations.push({ type: 'precached URLs', description: String(count) });

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
  test.setTimeout(90_000); // a first install (the whole precache), then an update
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
