import { expect, test } from '../fixtures';

test('percentage-calculator: main job', async ({ page }) => {
  await page.goto('/percentage-calculator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
