import { expect, test } from '../fixtures';

test('home lists every tool as a card in a responsive grid', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto('/');
  await expect(page).toHaveTitle('Handy online tools for developers');
  await expect(page.getByRole('heading', { name: 'All tools' })).toBeVisible();
  const cards = page.getByTestId('all-tools').getByTestId('tool-card');
  const menuLinks = page.getByRole('navigation', { name: 'Tools by category' }).getByRole('link');
  const menuPaths = new Set(await menuLinks.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname)));
  expect(await cards.count()).toBe(menuPaths.size);
  const columns = async () =>
    page.locator('ul:has([data-testid="tool-card"])').first().evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
  expect(await columns()).toBe(3);
  await page.setViewportSize({ width: 1600, height: 900 });
  expect(await columns()).toBe(4);
  await page.setViewportSize({ width: 700, height: 900 });
  expect(await columns()).toBe(2);
  await page.setViewportSize({ width: 400, height: 900 });
  expect(await columns()).toBe(1);
});

test('the side menu groups tools by category, links to them, and collapses', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Tools by category' });
  await expect(nav.getByRole('heading', { name: 'Crypto' })).toBeVisible();
  const headings = await nav.getByRole('heading').allTextContents();
  const order = ['Crypto', 'Converter', 'Web', 'Images and videos', 'Development', 'CheatSheets', 'Network', 'Math', 'Measurement', 'Text', 'Data'];
  expect(headings).toEqual(order.filter((c) => headings.includes(c)));
  await nav.getByRole('link', { name: 'JSON prettify and format' }).click();
  await expect(page).toHaveURL(/\/json-prettify$/);
  await expect(page.getByTestId('menu-footer')).toContainText(/v\d+\.\d+\.\d+ \(([0-9a-f]{7}|unknown)\) · © \d{4}/);
  const aside = page.getByRole('complementary', { name: 'Tools menu' });
  expect(await aside.evaluate((el) => el.getBoundingClientRect().width)).toBe(240);
  await page.getByRole('button', { name: 'Hide menu' }).click();
  await expect.poll(() => page.locator('aside').evaluate((el) => el.getBoundingClientRect().width)).toBe(0);
  await page.getByRole('button', { name: 'Show menu' }).click();
  await expect.poll(() => page.locator('aside').evaluate((el) => el.getBoundingClientRect().width)).toBe(240);
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('the theme toggles and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
  expect(await theme()).toBe('light');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  expect(await theme()).toBe('dark');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.reload();
  expect(await theme()).toBe('dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(bg);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await page.reload();
  expect(await theme()).toBe('light');
});

test('a tool page has header, footer with "Made with" links to npm, and meta tags', async ({ page }) => {
  await page.goto('/uuid-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'UUIDs generator' })).toBeVisible();
  const footer = page.getByTestId('tool-footer');
  await expect(footer).toContainText('Made with');
  const link = footer.getByRole('link', { name: 'uuid', exact: true });
  await expect(link).toHaveAttribute('href', 'https://www.npmjs.com/package/uuid');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /uuid/i);
});
