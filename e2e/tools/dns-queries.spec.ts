import { expect, test } from '../fixtures';

test('dns-queries: main job', async ({ page }) => {
  await page.goto('/dns-queries');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
