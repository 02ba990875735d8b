import { expect, test } from '../fixtures';

test('extract-text-from-html: main job', async ({ page }) => {
  await page.goto('/extract-text-from-html');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
