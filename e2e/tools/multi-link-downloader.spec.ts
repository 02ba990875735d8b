import { expect, test } from '../fixtures';

test('multi-link-downloader: main job', async ({ page }) => {
  await page.goto('/multi-link-downloader');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
