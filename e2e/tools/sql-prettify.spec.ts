import { expect, test } from '../fixtures';

test('sql-prettify: main job', async ({ page }) => {
  await page.goto('/sql-prettify');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
