import { expect, test } from '../fixtures';

test('ipv6-address-converter: main job', async ({ page }) => {
  await page.goto('/ipv6-address-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
