import { expect, test } from '../fixtures';

test('rsa-encryption: main job', async ({ page }) => {
  await page.goto('/rsa-encryption');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
