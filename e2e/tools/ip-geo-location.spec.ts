import { expect, test } from '../fixtures';

test('ip-geo-location: main job', async ({ page }) => {
  await page.goto('/ip-geo-location');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
