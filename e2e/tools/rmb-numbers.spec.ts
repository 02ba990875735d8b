import { expect, test } from '../fixtures';

test('rmb-numbers: main job', async ({ page }) => {
  await page.goto('/rmb-numbers');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
