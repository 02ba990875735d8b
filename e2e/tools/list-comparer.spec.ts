import { expect, test } from '../fixtures';

test('list-comparer: main job', async ({ page }) => {
  await page.goto('/list-comparer');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
