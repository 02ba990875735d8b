import { expect, test } from '../fixtures';

test('common-regex-memo: main job', async ({ page }) => {
  await page.goto('/common-regex-memo');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
