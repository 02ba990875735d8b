import { expect, test } from '../fixtures';

test('days-calculator: main job', async ({ page }) => {
  await page.goto('/days-calculator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
