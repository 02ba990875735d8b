import { expect, test } from '../fixtures';

test('ed25519-key-pair-generator: main job', async ({ page }) => {
  await page.goto('/ed25519-key-pair-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
