import { basename } from 'node:path';
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { expectGuardRails, registeredTools } from './support/guard-rails';

/** Collects every console error and uncaught page error of `page` while `use` runs, and fails if any occurred. */
async function failOnConsoleErrors(page: Page, use: (errors: string[]) => Promise<void>): Promise<void> {
  const errors: string[] = [];
  const onConsole = (msg: { type(): string; text(): string }) => {
    if (msg.type() === 'error') errors.push(msg.text());
  };
  const onPageError = (err: Error) => errors.push(err.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await use(errors);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  expect(errors, 'console errors').toEqual([]);
}

// What the built-in option fixtures hold when neither the project nor the test sets them.
const OPTION_DEFAULTS: Record<string, unknown> = { locale: 'en-US', colorScheme: 'light', offline: false, javaScriptEnabled: true, serviceWorkers: 'allow' };

/** Whether a test's context options are those of its project (what the shared context was made with). */
function sameAsProject(asked: Record<string, unknown>, project: Record<string, unknown>): boolean {
  return Object.entries(asked).every(([key, value]) => JSON.stringify(value) === JSON.stringify(project[key] ?? OPTION_DEFAULTS[key]));
}

/**
 * The e2e `test` with a `consoleErrors` fixture: every console error and uncaught page error
 * is collected, and the test fails at the end if any occurred.
 *
 * In the `tools` project (`shareToolPage`, e2e/playwright.config.ts) the tests of one worker share
 * one browser context and one page: a tool spec's first `openTool()` then opens its tool inside the
 * app the previous spec left running (storage emptied, the tool mounted anew) instead of starting a
 * browser page and the app from nothing, which was most of a short spec's time. A test tagged
 * `@fresh-page` (one that installs a fake clock, say, which would outlive it) gets a page and
 * context of its own, as does a test whose `test.use` sets other context options (a time zone, a
 * locale…). After a failed test Playwright starts a new worker, so a broken page is not
 * handed on.
 */
export const test = base.extend<{ consoleErrors: string[]; guardRails: void }, { shareToolPage: boolean; workerContext: BrowserContext | null }>({
  shareToolPage: [false, { scope: 'worker', option: true }],
  // After a tool's spec (e2e/tools/<route>.spec.ts) has passed, the guard rails of its tool
  // (support/guard-rails.ts), on the page the spec's tool is loaded in: the worker's shared page,
  // whatever page the spec itself asked for. Set up before `page` and `context`, so it runs after
  // their clean-up (a spec's fake routes and offline mode are gone). Console errors fail it too.
  guardRails: [
    async ({ workerContext, browser, baseURL }, use, testInfo) => {
      // The spec file (the first entry of the title path, relative to e2e/; `testInfo.file` is where
      // `test()` was called, a support module for specs made by a helper such as memoTest).
      const file = testInfo.titlePath[0] ?? '';
      const tool = /^tools\/[^/]+\.spec\.ts$/.test(file) ? registeredTools.find((t) => t.path === `/${basename(file, '.spec.ts')}`) : undefined;
      if (tool) testInfo.setTimeout(testInfo.timeout + 30_000); // examples and two axe runs on a loaded 2-core machine
      await use();
      if (!tool || testInfo.status !== testInfo.expectedStatus || testInfo.status !== 'passed') return;
      await base.step(`guard rails of ${tool.path}`, async () => {
        const page = workerContext ? (workerContext.pages()[0] ?? (await workerContext.newPage())) : await browser.newPage({ baseURL });
        await failOnConsoleErrors(page, () => expectGuardRails(page, tool, baseURL!));
        if (!workerContext) await page.context().close();
      });
    },
    { auto: true },
  ],
  workerContext: [
    async ({ browser, shareToolPage }, use, workerInfo) => {
      if (!shareToolPage) return use(null);
      // The project's context options (playwright.config.ts `use`), as the built-in fixture reads them.
      const u = workerInfo.project.use;
      const options: BrowserContextOptions = {
        baseURL: u.baseURL,
        viewport: u.viewport,
        userAgent: u.userAgent,
        deviceScaleFactor: u.deviceScaleFactor,
        isMobile: u.isMobile,
        hasTouch: u.hasTouch,
        serviceWorkers: u.serviceWorkers,
        locale: u.locale,
        colorScheme: u.colorScheme,
      };
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext, context: fresh, locale, timezoneId, colorScheme, permissions, geolocation, offline, javaScriptEnabled, storageState, extraHTTPHeaders, serviceWorkers }, use, testInfo) => {
    // `fresh` is the built-in per-test context. The shared one is used unless the test asks for a
    // page of its own or for context options (`test.use`) other than the project's.
    const asked = { locale, timezoneId, colorScheme, permissions, geolocation, offline, javaScriptEnabled, storageState, extraHTTPHeaders, serviceWorkers };
    if (!workerContext || testInfo.tags.includes('@fresh-page') || !sameAsProject(asked, testInfo.project.use)) return use(fresh);
    await use(workerContext);
    await workerContext.clearPermissions();
    for (const other of workerContext.pages().slice(1)) await other.close(); // pages a test opened and left
  },
  page: async ({ context, workerContext }, use) => {
    if (context !== workerContext) {
      const page = await context.newPage();
      await use(page);
      return;
    }
    const page = context.pages()[0] ?? (await context.newPage());
    await use(page);
    // What a network tool's test set up must not reach the next spec on the shared page.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
  },
  consoleErrors: [async ({ page }, use) => failOnConsoleErrors(page, use), { auto: true }],
});

/**
 * Removes from `errors` (the `consoleErrors` fixture) the console errors a test provoked on
 * purpose — e.g. Chromium's "Failed to load resource: … status of 500" when a network tool's test
 * answers a request with an error — and fails if none matched, so the allowance cannot outlive
 * the behaviour it was made for.
 *
 * @param errors - the `consoleErrors` fixture.
 * @param pattern - what the expected errors contain.
 */
export function allowConsoleErrors(errors: string[], pattern: RegExp): void {
  const before = errors.length;
  const kept = errors.filter((e) => !pattern.test(e));
  expect(before - kept.length, `console errors matching ${pattern}`).toBeGreaterThan(0);
  errors.splice(0, errors.length, ...kept);
}

export { expect };
