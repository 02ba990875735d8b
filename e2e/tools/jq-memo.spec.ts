import { expect, test } from '../fixtures';

test('jq-memo: main job', async ({ page }) => {
  await page.goto('/jq-memo');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
