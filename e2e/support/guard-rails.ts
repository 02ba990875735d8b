import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { families, familyTools } from '../../tools/scripts/generate-tool-index.mjs';
import { expectAccessible, setTheme } from './axe';
import { openTool } from './tool-page';

// The guard rails every tool passes (CONTRIBUTING.md, "Guard rails over every tool"). They run on
// each tool right after its own spec, on the page the spec's tool is already loaded in
// (e2e/fixtures.ts), so the app and the tool's code are not loaded a second time for them; the
// home page test in shell/guard-rails.spec.ts checks that every registered tool has its spec.

/** What the guard rails know of a tool: its meta, as its family registers it. */
export interface RegisteredTool {
  path: string;
  name: string;
  description: string;
}

const libsDir = new URL('../../libs/', import.meta.url).pathname;

/** Every registered tool, read from the families' registries (libs/tool-*), in their order. */
export const registeredTools: RegisteredTool[] = families().flatMap((family) =>
  familyTools(`${libsDir}${family}`).map((tool) => tool.fields as unknown as RegisteredTool),
);

/**
 * Checks one tool: title, heading and description; every example loads without an error and
 * shows an output; axe-core finds no serious or critical violation on the tool's page in the
 * light theme and no contrast violation in the dark theme (with the side menu hidden); no request
 * leaves the app's origin except to the hosts the tool declares (`network` in its meta,
 * `data-network` on its page).
 * Leaves the page in the light theme, with the side menu hidden.
 *
 * @param page - a page of the app (or a blank page: the tool is then loaded by URL). Storage is
 *   emptied first, as on a first visit.
 * @param tool - the tool, as registered.
 * @param baseURL - the app's address (the project's `baseURL`).
 * @throws the failed expectation, naming the tool and the example.
 */
export async function expectGuardRails(page: Page, { path, name, description }: RegisteredTool, baseURL: string): Promise<void> {
  const origin = new URL(baseURL).origin;
  // Requests to other origins while the guard rails run, and the hosts the tool declares.
  const outside: string[] = [];
  let allowedHosts: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.origin === origin || url.protocol === 'data:' || url.protocol === 'blob:') return;
    outside.push(request.url());
  };
  const expectNoRequestLeavesTheApp = () =>
    expect(outside.filter((url) => !allowedHosts.includes(new URL(url).hostname)).map((url) => `${path} → ${url}`)).toEqual([]);
  page.on('request', onRequest);
  try {
    // As on a first visit: nothing the spec left in storage (an option that makes the tool go
    // online on open, say).
    await openTool(page, path);
    await setTheme(page, 'light');
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${name} - Handy Tools`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    const tool = page.getByTestId('tool-page');
    allowedHosts = ((await tool.getAttribute('data-network')) ?? '').split(' ').filter(Boolean);
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expect(page.getByTestId('tool-error')).toHaveCount(0);

    const examples = page.getByTestId('tool-example');
    const count = await examples.count();
    expect(count, `${path} has no example`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const label = await examples.nth(i).textContent();
      await examples.nth(i).click();
      const area = page.getByTestId('tool-area');
      await expect(area.getByRole('alert'), `example "${label}" of ${path} shows an error`).toHaveCount(0);
      await expect(page.getByTestId('tool-error')).toHaveCount(0);
      // Something is shown: an output, a read-only field or a table cell with text — or, for
      // converters whose fields are all editable (temperature), at least two filled fields.
      await expect
        .poll(
          () =>
            area.evaluate((el) => {
              const text = (n: Element) => ((n as HTMLInputElement).value ?? n.textContent ?? '').trim() || (n.textContent ?? '').trim();
              const outputs = [...el.querySelectorAll('output, textarea[readonly], input[readonly], td, [role="status"], [aria-live]')];
              const fields = [...el.querySelectorAll('input[type="text"], input:not([type]), textarea')];
              return outputs.some((n) => text(n).length > 0) || fields.filter((n) => text(n).length > 0).length >= 2;
            }),
          // Most outputs are there at once or within a frame or two: poll often at first.
          { message: `example "${label}" of ${path} shows no output`, intervals: [25, 50, 100, 250] },
        )
        .toBe(true);
    }
    // The tool's page only: the shell around it (menu, top bar) is checked on the home page. The
    // side menu is hidden first, as a user can hide it: its ~2,000 nodes, which axe walks whatever
    // `include` says, made each run two to four times as long. It stays hidden for the next specs
    // on the worker's shared page (until one loads the page again): showing it again would cost as
    // much as it saved, and the tools' specs do not use it.
    const menuToggle = page.locator('button[aria-controls="side-menu"]');
    if ((await menuToggle.getAttribute('aria-expanded')) === 'true') await menuToggle.click();
    await expect(page.locator('#side-menu nav a')).toHaveCount(0);
    // Its width eases to 0 (0.15 s): axe measures the page once it stands still.
    await expect
      .poll(() => page.locator('#side-menu').evaluate((el) => el.getBoundingClientRect().width), { intervals: [50, 50, 100] })
      .toBe(0);
    await expectAccessible(page, `${path} (light)`, { include: '[data-testid="tool-page"]' });
    await setTheme(page, 'dark');
    await expectAccessible(page, `${path} (dark)`, { include: '[data-testid="tool-page"]', rules: ['color-contrast'] });
    await setTheme(page, 'light');
    expectNoRequestLeavesTheApp();
  } finally {
    page.off('request', onRequest);
  }
}
