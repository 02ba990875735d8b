import { expect, test } from '../fixtures';

test('ip-cidr-to-range: main job', async ({ page }) => {
  await page.goto('/ip-cidr-to-range');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
