import { expect, test } from '../fixtures';

test('image-to-ascii-art: main job', async ({ page }) => {
  await page.goto('/image-to-ascii-art');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
