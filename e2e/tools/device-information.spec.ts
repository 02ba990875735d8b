import { expect, test } from '../fixtures';

test('device-information: main job', async ({ page }) => {
  await page.goto('/device-information');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
