import { expect, test } from '../fixtures';

test('duration-calculator: main job', async ({ page }) => {
  await page.goto('/duration-calculator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
