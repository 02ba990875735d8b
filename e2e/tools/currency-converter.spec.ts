import { expect, test } from '../fixtures';

test('currency-converter: main job', async ({ page }) => {
  await page.goto('/currency-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
