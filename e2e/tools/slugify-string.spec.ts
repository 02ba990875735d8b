import { expect, test } from '../fixtures';

test('slugify-string: main job', async ({ page }) => {
  await page.goto('/slugify-string');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
