import { expect, test } from '../fixtures';

test('xpath-memo: main job', async ({ page }) => {
  await page.goto('/xpath-memo');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
