import { expect, test } from '../fixtures';

test('certificate-key-parser: main job', async ({ page }) => {
  await page.goto('/certificate-key-parser');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
