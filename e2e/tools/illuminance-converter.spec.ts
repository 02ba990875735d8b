import { expect, test } from '../fixtures';

test('illuminance-converter: main job', async ({ page }) => {
  await page.goto('/illuminance-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
