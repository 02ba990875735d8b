import { expect, test } from '../fixtures';

test('pressure-converter: main job', async ({ page }) => {
  await page.goto('/pressure-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
