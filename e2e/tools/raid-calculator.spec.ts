import { expect, test } from '../fixtures';

test('raid-calculator: main job', async ({ page }) => {
  await page.goto('/raid-calculator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
