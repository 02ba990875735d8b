import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { basePath, expectNetworkOff, registeredTools, waitForPrecache } from '../support/pwa';
import { openInApp } from '../support/tool-page';
import { families, familyTools } from '../../tools/scripts/generate-tool-index.mjs';

// Offline use of the tools (apps/web/pwa.config.ts): after the first visit, the service worker
// serves the whole app. A test of its own (not in pwa.spec.ts): npm test counts it with the checks
// that grow with the catalogue (e2e/playwright.config.ts).
//
// What makes every tool work offline is that every file the build emits is in the precache (at
// most 1 MiB) or in offline-assets.json (larger files, cached when used or by "Make every tool
// available offline"): the precache takes the whole build (`globPatterns: ['**/*']`). The test
// checks exactly that, file by file, against the build folder. It then opens tools offline, in
// the app as from the menu: their own files (meta, component, CSS, workers, WASM, data) and the
// catalogs come from the service worker. It opens one tool of each family, not all of them: each
// family is one package with its own chunks, and every file of every tool is checked above (the
// test once opened all 239 tools, 3.7 minutes of a 25-minute test budget). Loading the app itself
// offline — a deep link, answered with the precached app.html (navigateFallback) — is the same for
// every route, so it is done on the first and the last tool opened.

/** The build folder `vite preview` serves (apps/web/vite.config.ts). */
const buildDir = process.env.HT_OUT_DIR ?? new URL('../../dist/apps/web', import.meta.url).pathname;

/** Every file of the build's `assets/` folder (chunks, workers, WASM, CSS, fonts, data), as URLs. */
function builtAssets(origin: string): string[] {
  const dir = join(buildDir, 'assets');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.map'))
    .map((entry) => new URL(`${basePath}assets/${relative(dir, join(entry.parentPath, entry.name))}`, origin).href);
}

/** The first tool of each family (libs/tool-*), in the families' order. */
const toolPerFamily = families().map((family) => (familyTools(`${new URL('../../libs/', import.meta.url).pathname}${family}`)[0]!.fields as { path: string }).path);

/**
 * The longest a step may need: a goto (an app start offline) and the checks below, each of which
 * may wait up to the expect timeout (10 s) on a loaded machine.
 */
const STEP_BUDGET_MS = 20_000;

/**
 * Fails, naming the budget, when the test has less time left than a step may need. Without it a
 * budget running out cut the step off mid-check and the report read like an app failure: the
 * interrupted expect printed what the page showed at that moment (a page still starting, lang="en",
 * "with timeout 10000ms" in its call log) — the /jwt-generator "flake" of 31d62be.
 */
function expectTimeLeft(started: number, what: string) {
  const left = test.info().timeout - (Date.now() - started);
  expect(left, `ms left in the test's ${test.info().timeout / 1000} s budget before ${what}`).toBeGreaterThan(STEP_BUDGET_MS);
}

/** Checks that the page shows the tool, in German, with its own UI. */
async function expectToolShown(page: Page, tool: { path: string; name: string }, pending: Set<string>, failed: string[]) {
  // The shell sets <html lang> once its catalog has loaded.
  await expect(page.locator('html'))
    .toHaveAttribute('lang', 'de')
    .catch(async (error: Error) => {
      // What the shell decided from: the stored choice, else the browser's languages.
      const seen = await page
        .evaluate(() => ({
          languages: navigator.languages,
          stored: localStorage.getItem('locale'),
          h1: document.querySelector('h1')?.textContent,
        }))
        .catch((e: Error) => e.message);
      throw new Error(
        `${error.message}\nPage: ${JSON.stringify(seen)}\nStill waiting for: ${[...pending].join(', ') || 'nothing'}\nFailed: ${failed.join(', ') || 'nothing'}`,
      );
    });
  await expect(page).toHaveTitle(`${tool.name} - Handy Tools`);
  await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
  await expect(page.getByText(/^(Loading…|Wird geladen…)$/)).toHaveCount(0);
  await expect(page.getByTestId('tool-error')).toHaveCount(0);
  // The tool's own UI rendered: the page body outside the tool header and footer holds controls
  // or text.
  const body = await page.locator('main').evaluate((main) => {
    const root = main.querySelector('article') ?? main;
    const parts = [...root.children].filter((el) => el.tagName !== 'HEADER' && el.tagName !== 'FOOTER');
    return {
      controls: parts.reduce((n, el) => n + el.querySelectorAll('input, textarea, select, button, [contenteditable="true"]').length, 0),
      text: parts.map((el) => (el as HTMLElement).innerText.trim()).join('').length,
    };
  });
  expect(body.controls + body.text, 'tool UI content').toBeGreaterThan(0);
}

test.describe('offline, in German', () => {
  // A non-English locale, so the offline pages need their (lazily loaded) Lingui catalog too; the
  // service worker, which the other specs of the `tools` project block (playwright.config.ts).
  test.use({ locale: 'de-DE', serviceWorkers: 'allow' });

  test('after the first visit, tools never opened before work offline', async ({ page, context }) => {
    // Counted from here; the fixtures' set-up before it is within STEP_BUDGET_MS's margin.
    const started = Date.now();
    test.setTimeout(60_000);
    const registered = await registeredTools(page);
    const tools = registered.filter((tool) => toolPerFamily.includes(tool.path));
    expect(tools.map((tool) => tool.path).sort(), 'one tool of each family, as the home page lists them').toEqual([...toolPerFamily].sort());
    // The first visit (the precache and the large files: most of the time), two app starts
    // offline, then about a second per tool opened in the app.
    test.setTimeout(120_000 + tools.length * 3_000);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await waitForPrecache(page);

    // Files over 1 MiB (WASM, data sets) are not precached: they are cached on first use, or all at
    // once on request ("Make every tool available offline", src/pwa/MakeAvailableOffline.tsx, does
    // this with the build's list). Fetched here through the service worker, as the control does.
    const large = await page.evaluate(async (base) => {
      const root = new URL(base, location.origin);
      const list = (await (await fetch(new URL('offline-assets.json', root))).json()) as { assets: { url: string }[] };
      const urls = list.assets.map((a) => new URL(a.url, root).href);
      const precached = new Set<string>();
      for (const name of await caches.keys()) {
        if (name.startsWith('workbox-precache')) for (const r of await (await caches.open(name)).keys()) precached.add(r.url.split('?')[0]!);
      }
      // Six at a time, as the control does.
      for (let i = 0; i < urls.length; i += 6) await Promise.all(urls.slice(i, i + 6).map((url) => fetch(url)));
      return { urls, precached: urls.filter((u) => precached.has(u)), all: [...precached] };
    }, basePath);
    expect(large.precached, 'large files in the precache').toEqual([]);
    // Every file the build emitted is precached or listed as a large file.
    const offline = new Set([...large.all, ...large.urls]);
    const assets = builtAssets(new URL(page.url()).origin);
    expect(assets.length, 'files in the build folder\'s assets/').toBeGreaterThan(100);
    expect(
      assets.filter((url) => !offline.has(url)),
      'built files neither precached nor in offline-assets.json',
    ).toEqual([]);
    await expect
      .poll(() => page.evaluate(async (urls) => (await Promise.all(urls.map(async (u) => !!(await (await caches.open('handy-tools-assets')).match(u))))).filter((x) => !x).length, large.urls))
      .toBe(0);

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

    const last = tools.length - 1;
    for (const [index, tool] of tools.entries()) {
      await test.step(tool.path, async () => {
        expectTimeLeft(started, tool.path);
        if (index === 0 || index === last) await page.goto(tool.path);
        else await openInApp(page, tool.path);
        await expectToolShown(page, tool, pending, failed);
      });
    }
    // A request cut short when its tool was left (a tool warming up its worker, say) fails with
    // ERR_ABORTED whether online or not; fetch those again, still offline, and they must load.
    const aborted = failed.filter((f) => f.endsWith(' net::ERR_ABORTED')).map((f) => f.slice(0, -' net::ERR_ABORTED'.length));
    const refetched = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map((url) =>
            fetch(url).then(
              (r) => `${url} ${r.status}`,
              (e) => `${url} ${String(e)}`,
            ),
          ),
        ),
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
