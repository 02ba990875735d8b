import { expect, test } from '../fixtures';

test('mac-address-generator: main job', async ({ page }) => {
  await page.goto('/mac-address-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
