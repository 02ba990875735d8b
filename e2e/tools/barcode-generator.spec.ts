import { expect, test } from '../fixtures';

test('barcode-generator: main job', async ({ page }) => {
  await page.goto('/barcode-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
