import { expect, test } from '../fixtures';

test('markdown-to-html: main job', async ({ page }) => {
  await page.goto('/markdown-to-html');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
