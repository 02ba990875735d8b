import { expect, test } from '../fixtures';

test('text-diff: main job', async ({ page }) => {
  await page.goto('/text-diff');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
