import { expect, test } from '../fixtures';

test('chmod-calculator: main job', async ({ page }) => {
  await page.goto('/chmod-calculator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
