import { expect, test } from '../fixtures';

test('code-highlighter: main job', async ({ page }) => {
  await page.goto('/code-highlighter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
