import { expect, test } from '../fixtures';

test('outlook-parser: main job', async ({ page }) => {
  await page.goto('/outlook-parser');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
