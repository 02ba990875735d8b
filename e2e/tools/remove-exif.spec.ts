import { expect, test } from '../fixtures';

test('remove-exif: main job', async ({ page }) => {
  await page.goto('/remove-exif');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
