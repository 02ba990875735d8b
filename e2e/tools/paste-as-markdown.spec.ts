import { expect, test } from '../fixtures';

test('paste-as-markdown: main job', async ({ page }) => {
  await page.goto('/paste-as-markdown');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
