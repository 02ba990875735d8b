import { expect, test } from '../fixtures';

const catalogRequests = (page: import('@playwright/test').Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (/messages[^/]*\.js$/.test(new URL(r.url()).pathname)) urls.push(r.url());
  });
  return urls;
};

test('the language selector switches the language, sets <html lang>, and is remembered', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 900 });
  const urls = catalogRequests(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const select = page.getByTestId('top-actions').getByRole('combobox', { name: 'Language' });
  // toHaveText retries until the shell has rendered the selector.
  await expect(select.locator('option')).toHaveText(['English', 'Deutsch', 'Español', 'Français', 'Norsk', 'Polski', 'Português', 'Русский', 'Українська', '中文', 'Tiếng Việt']);
  const hashCard = page.getByTestId('all-tools').getByTestId('tool-card').filter({ hasText: 'MD5' }).first();
  await expect(hashCard).toContainText('Hash a text with MD5');
  // English, the source language, downloads no catalog: the messages carry their English text.
  expect(urls).toEqual([]);
  await select.selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Alle Werkzeuge' })).toBeVisible();
  expect(urls).toHaveLength(1);
  // The cards' descriptions follow (the English page kept its prerendered ones without their catalog).
  await expect(hashCard).toContainText('Hashe einen Text mit MD5');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Alle Werkzeuge' })).toBeVisible();
});

test.describe('first visit with a French browser', () => {
  test.use({ locale: 'fr-FR' });
  test('follows the browser language and downloads only that catalog', async ({ page }) => {
    const urls = catalogRequests(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Tous les outils' })).toBeVisible();
    expect(urls).toHaveLength(1);
  });
});

test('a tool title and description are translated under the tool key', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('de')));
  await page.goto('/hash-text');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  expect(title).not.toBe('Hash text');
  await expect(page).toHaveTitle(`${title} - Handy Tools`);
});

test('an unknown stored locale falls back to the default', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('xx')));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'All tools' })).toBeVisible();
});
