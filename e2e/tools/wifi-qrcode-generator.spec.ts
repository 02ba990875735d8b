import { expect, test } from '../fixtures';

test('wifi-qrcode-generator: main job', async ({ page }) => {
  await page.goto('/wifi-qrcode-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
