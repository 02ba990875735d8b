import { expect, test } from '../fixtures';

test('date-duration-calculator: main job', async ({ page }) => {
  await page.goto('/date-duration-calculator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
