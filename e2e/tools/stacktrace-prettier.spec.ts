import { expect, test } from '../fixtures';

test('stacktrace-prettier: main job', async ({ page }) => {
  await page.goto('/stacktrace-prettier');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
