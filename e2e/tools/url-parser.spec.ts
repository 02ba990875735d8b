import { expect, test } from '../fixtures';

test('url-parser: main job', async ({ page }) => {
  await page.goto('/url-parser');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
