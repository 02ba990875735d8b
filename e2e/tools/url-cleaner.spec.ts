import { expect, test } from '../fixtures';

test('url-cleaner: main job', async ({ page }) => {
  await page.goto('/url-cleaner');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
