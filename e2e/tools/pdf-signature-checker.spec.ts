import { expect, test } from '../fixtures';

test('pdf-signature-checker: main job', async ({ page }) => {
  await page.goto('/pdf-signature-checker');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
