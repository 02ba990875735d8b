import { expect, test } from '../fixtures';

test('html-to-markdown: main job', async ({ page }) => {
  await page.goto('/html-to-markdown');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
