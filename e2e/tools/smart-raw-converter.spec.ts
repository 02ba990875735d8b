import { expect, test } from '../fixtures';

test('smart-raw-converter: main job', async ({ page }) => {
  await page.goto('/smart-raw-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
