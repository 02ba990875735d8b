import { expect, test } from '../fixtures';

test('markdown-editor: main job', async ({ page }) => {
  await page.goto('/markdown-editor');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
