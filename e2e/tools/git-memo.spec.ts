import { expect, test } from '../fixtures';

test('git-memo: main job', async ({ page }) => {
  await page.goto('/git-memo');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
