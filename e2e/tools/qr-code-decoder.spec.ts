import { expect, test } from '../fixtures';

test('qr-code-decoder: main job', async ({ page }) => {
  await page.goto('/qr-code-decoder');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
