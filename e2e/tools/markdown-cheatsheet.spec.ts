import { expect, test } from '../fixtures';

test('markdown-cheatsheet: main job', async ({ page }) => {
  await page.goto('/markdown-cheatsheet');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
