import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { families, familyTools } from '../../tools/scripts/generate-tool-index.mjs';

const libsDir = new URL('../../libs/', import.meta.url).pathname;

// Guard rails over every registered tool, one test per tool (so two workers share them and one
// slow tool cannot time out the rest). The list is read from the families' registries when the
// tests are collected, and a first test checks the home page lists exactly those tools, so a new
// tool is covered without editing this file.
const registered = families().flatMap((family) => familyTools(`${libsDir}${family}`).map((tool) => tool.fields));

/**
 * Fails on a serious or critical axe-core violation on the page, or within `include` (a CSS
 * selector). `rules` limits the run (the dark theme only changes colours, so it only needs the
 * contrast rule).
 */
async function expectAccessible(page: Page, label: string, rules?: string[], include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the home page lists exactly the registered tools', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('all-tools').getByTestId('tool-card');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect([...shown].sort()).toEqual(registered.map((tool) => tool.path).sort());
});

for (const { path, name } of registered) {
  test(`${path}: title, heading, examples load without error, accessible in both themes, no request leaves the app`, async ({ page, baseURL }) => {
    test.setTimeout(60_000); // a full axe run, and one per example click, on a loaded 2-core machine
    const origin = new URL(baseURL!).origin;
    const outside: string[] = [];
    let allowed: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin || url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (!allowed.includes(url.hostname)) outside.push(`${page.url()} → ${request.url()}`);
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    const tool = page.getByTestId('tool-page');
    await expect(tool).toBeVisible();
    allowed = ((await tool.getAttribute('data-network')) ?? '').split(' ').filter(Boolean);
    await expect(page).toHaveTitle(`${name} - Handy Tools`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(5);
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
          { message: `example "${label}" of ${path} shows no output` },
        )
        .toBe(true);
    }
    // The tool's page only: the shell around it (menu, top bar) is checked on the home page below,
    // and an axe run over a menu of 250 tools would cost seconds per tool.
    await expectAccessible(page, `${path} (light)`, undefined, '[data-testid="tool-page"]');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await expectAccessible(page, `${path} (dark)`, ['color-contrast'], '[data-testid="tool-page"]');
    expect(outside).toEqual([]);
  });
}

test('the home page, About, not-found page and the shell around a tool (active menu entry) are accessible in both themes', async ({ page }) => {
  test.setTimeout(120_000); // eight axe runs; slow on a loaded 2-core machine
  for (const path of ['/', '/about', '/no-such-page', '/hash-text']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expectAccessible(page, `${path} (light)`);
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await expectAccessible(page, `${path} (dark)`);
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  }
});

test('corrupted localStorage never breaks the app: bad values are replaced by defaults', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('favoriteToolsName', '{{{');
    localStorage.setItem('theme', '42');
    localStorage.setItem('locale', '"klingon"');
    localStorage.setItem('menuCollapsedCategories', '"nope"');
    localStorage.setItem('tool-state:url-encoder', '[1,2,3');
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'All tools' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(/^(light|dark)$/);
  await page.goto('/url-encoder');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('restore-notices')).toContainText('could not be restored');
  await expect(page.getByLabel('Text to encode')).toHaveValue('');
});

test('tool state: options in the query string, inputs remembered, "Copy link" restores both; hostile links fall back', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/url-encoder');
  await page.getByLabel('Text to encode').fill('a b&c');
  await page.getByRole('button', { name: '+ (form data)' }).click();
  await expect(page).toHaveURL(/\?spaceAsPlus=true$/);
  await expect(page.getByLabel('Encoded text')).toHaveValue('a+b%26c');
  await page.waitForTimeout(400); // inputs are saved 250 ms after the last change
  await page.reload();
  await expect(page.getByLabel('Text to encode')).toHaveValue('a b&c');
  await expect(page.getByLabel('Encoded text')).toHaveValue('a+b%26c');

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/url-encoder\?spaceAsPlus=true#state=[A-Za-z0-9_-]+$/);
  const other = await context.newPage();
  await other.addInitScript(() => localStorage.clear());
  await other.goto(link);
  await expect(other.getByLabel('Text to encode')).toHaveValue('a b&c');
  await expect(other.getByLabel('Encoded text')).toHaveValue('a+b%26c');
  await other.close();

  await page.goto('/url-encoder?spaceAsPlus=%7B%22x%22%3A1%7D#state=!!!');
  await expect(page.getByTestId('restore-notices')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an example loads with one click', async ({ page }) => {
  await page.goto('/url-encoder');
  await page.getByTestId('tool-example').filter({ hasText: 'Decode UTF-8' }).click();
  await expect(page.getByLabel('Decoded text')).toHaveValue('café ☕');
});
