import { expect, test } from '../fixtures';

test('text-statistics: main job', async ({ page }) => {
  await page.goto('/text-statistics');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
