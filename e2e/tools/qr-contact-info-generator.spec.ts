import { expect, test } from '../fixtures';

test('qr-contact-info-generator: main job', async ({ page }) => {
  await page.goto('/qr-contact-info-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
