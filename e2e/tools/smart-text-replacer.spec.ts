import { expect, test } from '../fixtures';

test('smart-text-replacer: main job', async ({ page }) => {
  await page.goto('/smart-text-replacer');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
