import { expect, test } from '../fixtures';

test('html-cleaner: main job', async ({ page }) => {
  await page.goto('/html-cleaner');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
