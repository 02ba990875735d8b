import { expect, test } from '../fixtures';

test('chronometer: main job', async ({ page }) => {
  await page.goto('/chronometer');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
