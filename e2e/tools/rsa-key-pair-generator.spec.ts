import { expect, test } from '../fixtures';

test('rsa-key-pair-generator: main job', async ({ page }) => {
  await page.goto('/rsa-key-pair-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
