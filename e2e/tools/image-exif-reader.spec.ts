import { expect, test } from '../fixtures';

test('image-exif-reader: main job', async ({ page }) => {
  await page.goto('/image-exif-reader');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
