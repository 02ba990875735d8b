import { expect, test } from '../fixtures';

test('categories collapse and expand on click, and the state is remembered', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Tools by category' });
  const crypto = nav.getByRole('button', { name: 'Crypto' });
  await expect(crypto).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Hash text' })).toBeVisible();
  await crypto.click();
  await expect(crypto).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Hash text' })).toBeHidden();
  // A collapsed category's links are not rendered at all (fewer nodes on every page).
  await expect(nav.locator('a[href="/hash-text"]')).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('menuCollapsedCategories') ?? '{}'))).toEqual({ Crypto: true });
  await page.reload();
  await expect(nav.getByRole('button', { name: 'Crypto' })).toHaveAttribute('aria-expanded', 'false');
  await nav.getByRole('button', { name: 'Crypto' }).click();
  await expect(nav.getByRole('link', { name: 'Hash text' })).toBeVisible();
});

test('a tool created in the last two weeks shows a badge in the menu and a "New" badge on its card', async ({ page }) => {
  // The first tools were added on 2026-11-08: on 2026-11-12 they are new; on 2027-01-15 no tool
  // of this session is (the newest date from 2026-11-22).
  await page.clock.setFixedTime(new Date('2026-11-12T12:00:00Z'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Newest tools' })).toBeVisible();
  // The twelve tools of 2026-11-08 are new then; the section shows a handful of them, not all.
  await expect(page.getByRole('region', { name: 'Newest tools' }).getByTestId('tool-card')).toHaveCount(8);
  await expect(page.getByTestId('all-tools').getByTestId('tool-card').first().getByText('New', { exact: true })).toBeVisible();
  await expect(page.getByTestId('new-badge').first()).toBeVisible();
  await page.clock.setFixedTime(new Date('2027-01-15T12:00:00Z'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Newest tools' })).toHaveCount(0);
  await expect(page.getByTestId('new-badge')).toHaveCount(0);
});

test('top bar: source repository and About links; About page loads on demand', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto('/');
  const top = page.getByTestId('top-actions');
  await expect(top.getByRole('link', { name: 'Source code' })).toHaveAttribute('href', /^https:\/\/github\.com\//);
  await expect(top.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await top.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Handy Tools' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Privacy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Licence' })).toBeVisible();
  await expect(page).toHaveTitle('About - Handy Tools');
});

test('small screens: the panel overlays the content, holds the top-bar controls, and the overlay collapses it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.getByTestId('top-actions')).toBeHidden();
  const aside = page.getByRole('complementary', { name: 'Tools menu' });
  await expect.poll(() => page.locator('aside').evaluate((el) => el.getBoundingClientRect().width)).toBe(0);
  // The hidden panel keeps none of its tool links in the page.
  await expect(aside.locator('nav a')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show menu' }).click();
  await expect(aside.getByRole('link', { name: 'Hash text' })).toBeVisible();
  await expect(aside.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(aside.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
  expect(await page.locator('aside').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  // Opened from its button (by keyboard too), the overlaid menu takes the focus; Escape closes it and
  // gives the focus back to the button.
  await expect(aside.getByRole('link', { name: /HANDY TOOLS/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(aside.getByRole('combobox', { name: 'Language' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('aside').evaluate((el) => el.getBoundingClientRect().width)).toBe(0);
  await expect(page.getByRole('button', { name: 'Show menu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(aside.getByRole('link', { name: /HANDY TOOLS/ })).toBeFocused();
  // Click the overlay, to the right of the panel.
  await page.mouse.click(350, 400);
  await expect.poll(() => page.locator('aside').evaluate((el) => el.getBoundingClientRect().width)).toBe(0);
  await expect(page.getByRole('button', { name: 'Show menu' })).toBeFocused();
});
