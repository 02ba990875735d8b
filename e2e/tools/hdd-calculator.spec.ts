import { expect, test } from '../fixtures';

test('hdd-calculator: main job', async ({ page }) => {
  await page.goto('/hdd-calculator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
