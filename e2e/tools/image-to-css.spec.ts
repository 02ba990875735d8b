import { expect, test } from '../fixtures';

test('image-to-css: main job', async ({ page }) => {
  await page.goto('/image-to-css');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
