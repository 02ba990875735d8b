import { expect, test } from '../fixtures';

test('area-converter: main job', async ({ page }) => {
  await page.goto('/area-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
