import { expect, test } from '../fixtures';

test('ipv4-range-expander: main job', async ({ page }) => {
  await page.goto('/ipv4-range-expander');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
