import { expect, test } from '../fixtures';

test('barcode-reader: main job', async ({ page }) => {
  await page.goto('/barcode-reader');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
