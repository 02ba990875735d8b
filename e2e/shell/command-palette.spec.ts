import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectAccessible } from '../support/axe';

const GROUPS = ['Tools', 'Actions', 'External', 'Pages'];

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search tools' });
const searchBox = (page: Page) => palette(page).getByRole('combobox', { name: 'Search tools' });
const options = (page: Page) => palette(page).getByRole('listbox').getByRole('option');
const selected = (page: Page) => palette(page).locator('[role="option"][aria-selected="true"]');
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search tools' });

/** Loads a page and waits until the shell (and so the shortcut listener) is up: the button is enabled once hydrated. */
async function load(page: Page, path = '/') {
  await page.goto(path);
  await expect(searchButton(page)).toBeEnabled();
}

async function openWithKeyboard(page: Page, shortcut = 'Control+k') {
  await page.keyboard.press(shortcut);
  await expect(palette(page)).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
}

/** Moves the selection down with the arrow key until it is on the entry containing `text`. */
async function arrowTo(page: Page, text: string) {
  const count = await options(page).count();
  for (let i = 0; i < count && !((await selected(page).textContent()) ?? '').includes(text); i++) await page.keyboard.press('ArrowDown');
  await expect(selected(page)).toContainText(text);
}

/** Whether a tool is registered: its route shows its heading rather than the not-found page. */
async function toolExists(page: Page, path: string, name: string) {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  return (await h1.textContent())?.trim() === name;
}

test('Ctrl+K opens the palette: a named dialog with a combobox and a listbox', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 900 });
  await load(page);
  await expect(palette(page)).toHaveCount(0);
  await openWithKeyboard(page, 'Control+k');
  await expect(palette(page).getByRole('listbox')).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  const width = await palette(page).evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(650);
  expect(width).toBeGreaterThan(600);
  // The same shortcut closes it again.
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toHaveCount(0);
});

test('Meta+K opens the palette', async ({ page }) => {
  await load(page);
  await openWithKeyboard(page, 'Meta+k');
});

test('the top-bar button shows the shortcut and opens the palette; focus returns to it', async ({ page }) => {
  await load(page);
  const apple = await page.evaluate(() => /mac|iphone|ipad|ipod/i.test(navigator.platform));
  const button = searchButton(page);
  await expect(button).toContainText(apple ? '⌘ K' : 'Ctrl K');
  await expect(button).toHaveAttribute('aria-keyshortcuts', apple ? 'Meta+K' : 'Control+K');
  await button.click();
  await expect(palette(page)).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the palette code loads on demand, not with the home page', async ({ page }) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(searchButton(page)).toBeVisible();
  const isPaletteCode = (body: string) => /cmdk-input|Extended search is not available/.test(body);
  const initial = await Promise.all(scripts.map(async (s) => ({ url: s.url, palette: isPaletteCode(await s.body) })));
  expect(initial.length).toBeGreaterThan(0);
  expect(initial.filter((s) => s.palette).map((s) => s.url)).toEqual([]);
  await searchButton(page).click();
  await expect(palette(page)).toBeVisible();
  const after = await Promise.all(scripts.slice(initial.length).map(async (s) => isPaletteCode(await s.body)));
  expect(after).toContain(true);
});

test('typing "uuid" lists the UUID tool first; Enter opens it and closes the palette', async ({ page }) => {
  test.skip(!(await toolExists(page, '/uuid-generator', 'UUIDs generator')), 'UUIDs generator is not registered yet');
  await load(page);
  await openWithKeyboard(page);
  await searchBox(page).fill('uuid');
  await expect(options(page).first()).toContainText('UUIDs generator');
  await expect(selected(page)).toContainText('UUIDs generator');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/uuid-generator$/);
  await expect(palette(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'UUIDs generator' })).toBeVisible();
});

test('a typo still finds JSON prettify', async ({ page }) => {
  test.skip(!(await toolExists(page, '/json-prettify', 'JSON prettify and format')), 'JSON prettify is not registered yet');
  await load(page);
  await openWithKeyboard(page);
  await searchBox(page).fill('jsn prettify');
  await expect(options(page).first()).toContainText('JSON prettify and format');
});

test('Escape closes the palette and the search text is cleared on reopen', async ({ page }) => {
  await load(page);
  await openWithKeyboard(page);
  await searchBox(page).fill('dark');
  await expect(options(page).filter({ hasText: 'Toggle dark mode' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await openWithKeyboard(page);
  await expect(searchBox(page)).toHaveValue('');
  await searchBox(page).fill('no such thing at all qqq');
  await expect(options(page)).toHaveCount(0);
  await expect(palette(page)).toContainText('No results');
});

test('arrow keys stop at the first and the last result; Enter activates the selection', async ({ page }) => {
  await load(page);
  await openWithKeyboard(page);
  const count = await options(page).count();
  expect(count).toBeGreaterThan(2);
  const first = await options(page).first().getAttribute('data-value');
  const second = await options(page).nth(1).getAttribute('data-value');
  const last = await options(page).last().getAttribute('data-value');
  await expect(selected(page)).toHaveAttribute('data-value', first!);
  await page.keyboard.press('ArrowUp');
  await expect(selected(page)).toHaveAttribute('data-value', first!);
  await page.keyboard.press('ArrowDown');
  await expect(selected(page)).toHaveAttribute('data-value', second!);
  for (let i = 1; i < count - 1; i++) await page.keyboard.press('ArrowDown');
  await expect(selected(page)).toHaveAttribute('data-value', last!);
  await page.keyboard.press('ArrowDown');
  await expect(selected(page)).toHaveAttribute('data-value', last!);
  // The last entry is the About page.
  await expect(selected(page)).toContainText('About');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
  await expect(palette(page)).toHaveCount(0);
});

test('"Toggle dark mode" flips the theme and keeps the palette open', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await load(page);
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
  expect(await theme()).toBe('light');
  await openWithKeyboard(page);
  await searchBox(page).fill('toggle dark');
  await arrowTo(page, 'Toggle dark mode');
  await page.keyboard.press('Enter');
  await expect.poll(theme).toBe('dark');
  await expect(palette(page)).toBeVisible();
  await options(page).filter({ hasText: 'Toggle dark mode' }).click();
  await expect.poll(theme).toBe('light');
});

test('groups appear in order: Tools, Actions, External, Pages (Tools at most 25)', async ({ page }) => {
  await load(page);
  await openWithKeyboard(page);
  const headings = (await palette(page).locator('[cmdk-group-heading]').allTextContents()).map((h) => h.trim());
  expect(headings).toEqual(GROUPS.filter((g) => headings.includes(g)));
  expect(headings).toEqual(expect.arrayContaining(['Actions', 'External', 'Pages']));
  for (const name of headings) await expect(palette(page).getByRole('group', { name })).toBeVisible();
  const toolCount = headings.includes('Tools') ? await palette(page).getByRole('group', { name: 'Tools' }).getByRole('option').count() : 0;
  expect(toolCount).toBeLessThanOrEqual(25);
  const actions = palette(page).getByRole('group', { name: 'Actions' }).getByRole('option');
  await expect(actions.filter({ hasText: 'Toggle dark mode' })).toHaveCount(1);
  await expect(actions.filter({ hasText: 'Random tool' })).toHaveCount(toolCount > 0 ? 1 : 0);
});

test('external entries open in a new tab without access to this page', async ({ page }) => {
  await load(page);
  await page.evaluate(() => {
    const calls: unknown[][] = [];
    (window as unknown as { __opened: unknown[][] }).__opened = calls;
    window.open = (...args: unknown[]) => {
      calls.push(args);
      return null;
    };
  });
  await openWithKeyboard(page);
  await searchBox(page).fill('source repository');
  await arrowTo(page, 'Source repository');
  await page.keyboard.press('Enter');
  await expect(palette(page)).toHaveCount(0);
  await openWithKeyboard(page);
  await searchBox(page).fill('report issue');
  await arrowTo(page, 'Report an issue / request a tool');
  await page.keyboard.press('Enter');
  const opened = await page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened);
  expect(opened).toEqual([
    ['https://github.com/handy-tools/handy-tools', '_blank', 'noopener,noreferrer'],
    ['https://github.com/handy-tools/handy-tools/issues/new', '_blank', 'noopener,noreferrer'],
  ]);
});

test('"Random tool" opens one of the registered tools', async ({ page }) => {
  await load(page);
  await openWithKeyboard(page);
  test.skip((await palette(page).locator('[data-value^="tool:"]').count()) === 0, 'no tool is registered yet');
  await searchBox(page).fill('random tool');
  await arrowTo(page, 'Random tool');
  await page.keyboard.press('Enter');
  await expect(palette(page)).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveTitle('Page not found');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the open palette has no accessibility violations (${scheme} theme)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await load(page);
    await openWithKeyboard(page);
    await page.keyboard.press('ArrowDown');
    await expectAccessible(page, `palette (${scheme})`, { include: '[role="dialog"]', anyImpact: true });
  });
}
