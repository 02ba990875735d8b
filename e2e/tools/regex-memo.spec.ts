import { expect, test } from '../fixtures';

test('regex-memo: main job', async ({ page }) => {
  await page.goto('/regex-memo');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
