import { expect, test } from '../fixtures';

test('ipv6-subnet-calculator: main job', async ({ page }) => {
  await page.goto('/ipv6-subnet-calculator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
