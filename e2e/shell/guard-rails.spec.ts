import { expect, test } from '../fixtures';
import { expectAccessible, setTheme } from '../support/axe';
import { openInApp } from '../support/tool-page';
import { families, familyTools } from '../../tools/scripts/generate-tool-index.mjs';

const libsDir = new URL('../../libs/', import.meta.url).pathname;

// Guard rails over every registered tool. The list is read from the families' registries when the
// tests are collected, and a first test checks the home page lists exactly those tools, so a new
// tool is covered without editing this file.
//
// One test per group of ROUTES_PER_TEST routes, all in one page: the first route is loaded, the
// next ones are opened inside the app (as the menu's links do), so the app starts and axe-core is
// injected once per group, not once per route. Each route's own deep link is loaded by the
// offline test (offline.spec.ts) and by its tool spec. Groups keep two workers busy and a test's
// length bounded as the catalogue grows.
const registered = families().flatMap((family) =>
  familyTools(`${libsDir}${family}`).map((tool) => tool.fields as { path: string; name: string; description: string }),
);
const ROUTES_PER_TEST = 10;

test('the home page lists exactly the registered tools; it, About, the not-found page and the shell around a tool (active menu entry) are accessible in both themes', async ({
  page,
}) => {
  test.setTimeout(120_000); // eight axe runs over whole pages; slow on a loaded 2-core machine
  await page.goto('/');
  const cards = page.getByTestId('all-tools').getByTestId('tool-card');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect([...shown].sort()).toEqual(registered.map((tool) => tool.path).sort());

  for (const path of ['/', '/about', '/no-such-page', '/hash-text']) {
    await test.step(path, async () => {
      if (path !== '/') await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await setTheme(page, 'light');
      await expectAccessible(page, `${path} (light)`);
      await setTheme(page, 'dark');
      await expectAccessible(page, `${path} (dark)`);
    });
  }
});

for (let first = 0; first < registered.length; first += ROUTES_PER_TEST) {
  const group = registered.slice(first, first + ROUTES_PER_TEST);
  test(`${group.map((tool) => tool.path).join(' ')}: title, heading, description, examples load without error, accessible in both themes, no request leaves the app`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(20_000 + group.length * 15_000); // axe runs and example clicks on a loaded 2-core machine
    const origin = new URL(baseURL!).origin;
    // Requests to other origins, with the route open when they were made; the hosts each route's
    // tool declares (`network` in its meta, `data-network` on its page).
    const outside: { path: string; url: string }[] = [];
    const allowedHosts = new Map<string, string[]>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin || url.protocol === 'data:' || url.protocol === 'blob:') return;
      outside.push({ path: new URL(page.url()).pathname, url: request.url() });
    });
    const expectNoRequestLeavesTheApp = () => {
      const bad = outside.filter(({ path, url }) => !(allowedHosts.get(path) ?? []).includes(new URL(url).hostname));
      expect(bad.map(({ path, url }) => `${path} → ${url}`)).toEqual([]);
    };

    for (const [index, { path, name, description }] of group.entries()) {
      await test.step(path, async () => {
        await setTheme(page, 'light');
        if (index === 0) await page.goto(path);
        else await openInApp(page, path);
        await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
        await expect(page).toHaveTitle(`${name} - Handy Tools`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
        const tool = page.getByTestId('tool-page');
        allowedHosts.set(path, ((await tool.getAttribute('data-network')) ?? '').split(' ').filter(Boolean));
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
                  const text = (n: Element) =>
                    ((n as HTMLInputElement).value ?? n.textContent ?? '').trim() || (n.textContent ?? '').trim();
                  const outputs = [...el.querySelectorAll('output, textarea[readonly], input[readonly], td, [role="status"], [aria-live]')];
                  const fields = [...el.querySelectorAll('input[type="text"], input:not([type]), textarea')];
                  return outputs.some((n) => text(n).length > 0) || fields.filter((n) => text(n).length > 0).length >= 2;
                }),
              // Most outputs are there at once or within a frame or two: poll often at first.
              { message: `example "${label}" of ${path} shows no output`, intervals: [25, 50, 100, 250] },
            )
            .toBe(true);
        }
        // The tool's page only: the shell around it (menu, top bar) is checked on the home page
        // above, and an axe run over a menu of 250 tools would cost seconds per tool.
        await expectAccessible(page, `${path} (light)`, { include: '[data-testid="tool-page"]' });
        await setTheme(page, 'dark');
        await expectAccessible(page, `${path} (dark)`, { include: '[data-testid="tool-page"]', rules: ['color-contrast'] });
        expectNoRequestLeavesTheApp();
      });
    }
    expectNoRequestLeavesTheApp(); // also the requests made after a route's checks
  });
}
