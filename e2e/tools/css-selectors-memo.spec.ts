import { expect, test } from '../fixtures';

test('css-selectors-memo: main job', async ({ page }) => {
  await page.goto('/css-selectors-memo');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
