import { expect, test } from '../fixtures';

test('mac-address-converter: main job', async ({ page }) => {
  await page.goto('/mac-address-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
