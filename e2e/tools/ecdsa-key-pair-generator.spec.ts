import { expect, test } from '../fixtures';

test('ecdsa-key-pair-generator: main job', async ({ page }) => {
  await page.goto('/ecdsa-key-pair-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
