import { expect, test } from '../fixtures';

test('ip-range-to-cidr: main job', async ({ page }) => {
  await page.goto('/ip-range-to-cidr');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
