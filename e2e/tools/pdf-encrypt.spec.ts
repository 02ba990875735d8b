import { expect, test } from '../fixtures';

test('pdf-encrypt: main job', async ({ page }) => {
  await page.goto('/pdf-encrypt');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
