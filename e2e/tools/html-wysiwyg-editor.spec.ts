import { expect, test } from '../fixtures';

test('html-wysiwyg-editor: main job', async ({ page }) => {
  await page.goto('/html-wysiwyg-editor');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
