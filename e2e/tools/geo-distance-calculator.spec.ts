import { expect, test } from '../fixtures';

test('geo-distance-calculator: main job', async ({ page }) => {
  await page.goto('/geo-distance-calculator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
