import { expect, test } from '../fixtures';

test('mac-address-lookup: main job', async ({ page }) => {
  await page.goto('/mac-address-lookup');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
