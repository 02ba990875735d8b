import { expect, test } from '../fixtures';

test('pgp-key-pair-generator: main job', async ({ page }) => {
  await page.goto('/pgp-key-pair-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
