import { expect, test } from '../fixtures';

test('safelink-decoder: main job', async ({ page }) => {
  await page.goto('/safelink-decoder');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
