import { expect, test } from '../fixtures';

test('sharepoint-decoder: main job', async ({ page }) => {
  await page.goto('/sharepoint-decoder');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
