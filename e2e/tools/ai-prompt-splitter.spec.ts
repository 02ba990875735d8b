import { expect, test } from '../fixtures';

test('ai-prompt-splitter: main job', async ({ page }) => {
  await page.goto('/ai-prompt-splitter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
