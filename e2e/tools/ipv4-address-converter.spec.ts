import { expect, test } from '../fixtures';

test('ipv4-address-converter: main job', async ({ page }) => {
  await page.goto('/ipv4-address-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
