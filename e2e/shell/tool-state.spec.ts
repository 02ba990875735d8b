import { expect, test } from '../fixtures';

// Tool state in the shell (libs/ui useToolState, apps/web ToolPage), on the URL encoder: what
// storage and links restore, and what they never break.

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

test('tool state: an example loads with one click; options in the query string, inputs remembered, "Copy link" restores both; hostile links fall back', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/url-encoder');
  await test.step('an example loads with one click', async () => {
    await page.getByTestId('tool-example').filter({ hasText: 'Decode UTF-8' }).click();
    await expect(page.getByLabel('Decoded text')).toHaveValue('café ☕');
    await page.goto('/url-encoder');
  });

  await page.getByLabel('Text to encode').fill('a b&c');
  await page.getByRole('button', { name: '+ (form data)' }).click();
  await expect(page).toHaveURL(/\?spaceAsPlus=true$/);
  await expect(page.getByLabel('Encoded text')).toHaveValue('a+b%26c');
  // Inputs are written half a second after the last change (STATE_WRITE_DELAY_MS): this waits for that write.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tool-state:url-encoder'))).toContain('a b&c');
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
