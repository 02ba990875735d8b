import { expect, test } from '../fixtures';

test('vat-validator: main job', async ({ page }) => {
  await page.goto('/vat-validator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
