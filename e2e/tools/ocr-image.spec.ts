import { expect, test } from '../fixtures';

test('ocr-image: main job', async ({ page }) => {
  await page.goto('/ocr-image');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
