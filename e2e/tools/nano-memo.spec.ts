import { expect, test } from '../fixtures';

test('nano-memo: main job', async ({ page }) => {
  await page.goto('/nano-memo');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
