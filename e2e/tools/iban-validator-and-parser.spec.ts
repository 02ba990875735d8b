import { expect, test } from '../fixtures';

test('iban-validator-and-parser: main job', async ({ page }) => {
  await page.goto('/iban-validator-and-parser');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
