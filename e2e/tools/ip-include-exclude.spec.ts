import { expect, test } from '../fixtures';

test('ip-include-exclude: main job', async ({ page }) => {
  await page.goto('/ip-include-exclude');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
