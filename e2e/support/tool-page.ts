import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Opens a tool as on a first visit: nothing the app remembered is left (the tool's inputs, shared
 * preferences such as the indent, favourites: localStorage and sessionStorage are emptied), and the
 * tool mounts anew with the options of `route`'s query string.
 *
 * When the page already shows the app, the tool is reopened inside it (to About and back, as the
 * menu's links do), which costs a fraction of a page load; a spec's later steps start this way
 * instead of reloading the app each time. `reload: true` loads the page instead, for a step that
 * needs a new document (e.g. one that waits for a Web Worker to be created).
 *
 * @param page - the test's page.
 * @param route - the tool's path, optionally with a query string, e.g. `/encryption?mode=decrypt`.
 * @param options - `reload`: load the page rather than reopen the tool inside it.
 */
export async function openTool(page: Page, route: string, options: { reload?: boolean } = {}): Promise<void> {
  if (!page.url().startsWith('http')) {
    await page.goto(route); // a new page: nothing remembered yet
    await toolReady(page);
    return;
  }
  // Leave the tool first: on the way out it saves its latest inputs (useToolState), which are
  // then forgotten with the rest.
  await leaveTool(page);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  if (options.reload) await page.goto(route);
  else await openInApp(page, route);
  await expect(page.getByTestId('tool-page')).toBeVisible();
  await toolReady(page);
}

/**
 * Waits until the tool has taken over its prerendered page: its controls are disabled until then
 * (ToolPage's ToolControls), and a file set on a disabled file input would be lost.
 *
 * @param page - a page of the app showing a tool.
 */
export async function toolReady(page: Page): Promise<void> {
  await expect(page.locator('fieldset.ht-tool-waking')).toHaveCount(0);
}

/**
 * Opens a path inside the running app: the URL changes and the router renders it, as on a menu
 * link (no page load).
 *
 * @param page - a page of the app.
 * @param path - the path, with its query string and fragment if any.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** Leaves the tool shown for About, inside the app; the tool saves its latest inputs on the way out. */
export async function leaveTool(page: Page): Promise<void> {
  await openInApp(page, '/about');
  await expect(page.getByTestId('tool-page')).toHaveCount(0);
}

/** Opens `url`'s path, query string and fragment inside the app and waits for its tool to take over. */
async function mountTool(page: Page, url: URL): Promise<void> {
  await openInApp(page, url.pathname + url.search + url.hash);
  await expect(page.getByTestId('tool-page')).toBeVisible();
  await toolReady(page);
}

/**
 * What a reload does to a tool, without loading the app again: the tool is left (saving its
 * latest inputs) and mounted anew at the same address, so it restores its options from the query
 * string and its inputs from storage, by the same code as after a reload. A tool spec's "survives
 * a reload" step uses this; loading the document itself with remembered state (prerendered
 * defaults, then the restored tool) is the same for every tool and is checked for real in
 * shell/tool-state.spec.ts.
 *
 * @param page - a page of the app showing a tool.
 */
export async function reopenTool(page: Page): Promise<void> {
  const url = new URL(page.url());
  await leaveTool(page);
  await mountTool(page, url);
}

/**
 * Opens a "Copy link" URL as a visitor with nothing remembered would: storage is emptied (unless
 * `keepStorage`), then the
 * tool is mounted from the link's query string and fragment inside the running app (a page load of
 * a link is checked in shell/tool-state.spec.ts).
 *
 * @param page - a page of the app.
 * @param link - the absolute URL the page's "Copy link" gave.
 * @param options - `keepStorage`: keep what the app remembered (to check that a link wins over it).
 * @returns `page`, showing the linked tool.
 */
export async function openLink(page: Page, link: string, options: { keepStorage?: boolean } = {}): Promise<Page> {
  await leaveTool(page);
  if (!options.keepStorage)
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  await mountTool(page, new URL(link));
  return page;
}

/**
 * What a tool has saved in localStorage (`tool-state:<id>`), without waiting for its deferred write
 * (STATE_WRITE_DELAY_MS, half a second after the last change): a `pagehide` event makes the tool
 * write its latest inputs at once, as when the visitor leaves the page (useToolState), then the
 * stored value is read. Poll it (`{ intervals: STORAGE_POLL }`): the tool schedules the write once
 * React has committed the change, a moment after a `fill`. The deferred write itself is checked
 * once, in shell/tool-state.spec.ts.
 *
 * @param page - a page of the app showing the tool.
 * @param toolId - the tool's route without its slash, e.g. `hash-text`.
 * @returns the stored JSON text, or null when nothing is stored.
 */
export function savedState(page: Page, toolId: string): Promise<string | null> {
  return page.evaluate((key) => {
    dispatchEvent(new PageTransitionEvent('pagehide'));
    return localStorage.getItem(key);
  }, `tool-state:${toolId}`);
}

/** `expect.poll` intervals for {@link savedState}: every 50 ms (the defaults wait 100, then 250, then 500 ms). */
export const STORAGE_POLL = [50];
