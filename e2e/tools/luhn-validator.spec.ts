import { expect, test } from '../fixtures';

test('luhn-validator: main job', async ({ page }) => {
  await page.goto('/luhn-validator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
