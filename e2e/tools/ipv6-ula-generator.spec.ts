import { expect, test } from '../fixtures';

test('ipv6-ula-generator: main job', async ({ page }) => {
  await page.goto('/ipv6-ula-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
