import { expect, test } from '../fixtures';

test('qrcode-generator: main job', async ({ page }) => {
  await page.goto('/qrcode-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
