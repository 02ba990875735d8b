import { expect, test } from '../fixtures';

test('jsonpath-memo: main job', async ({ page }) => {
  await page.goto('/jsonpath-memo');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
