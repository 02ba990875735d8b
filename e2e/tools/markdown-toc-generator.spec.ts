import { expect, test } from '../fixtures';

test('markdown-toc-generator: main job', async ({ page }) => {
  await page.goto('/markdown-toc-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
