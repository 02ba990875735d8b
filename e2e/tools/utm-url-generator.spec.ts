import { expect, test } from '../fixtures';

test('utm-url-generator: main job', async ({ page }) => {
  await page.goto('/utm-url-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
