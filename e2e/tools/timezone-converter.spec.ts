import { expect, test } from '../fixtures';

test('timezone-converter: main job', async ({ page }) => {
  await page.goto('/timezone-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
