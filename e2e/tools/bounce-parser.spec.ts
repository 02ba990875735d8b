import { expect, test } from '../fixtures';

test('bounce-parser: main job', async ({ page }) => {
  await page.goto('/bounce-parser');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
