import { expect, test } from '../fixtures';

test('x509-certificate-generator: main job', async ({ page }) => {
  await page.goto('/x509-certificate-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
