import { expect, test } from '../fixtures';

test('rsa-ecdsa-signing: main job', async ({ page }) => {
  await page.goto('/rsa-ecdsa-signing');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
