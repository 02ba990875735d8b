import { expect, test } from '../fixtures';

test('pgp-encryption: main job', async ({ page }) => {
  await page.goto('/pgp-encryption');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
