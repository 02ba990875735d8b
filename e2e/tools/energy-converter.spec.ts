import { expect, test } from '../fixtures';

test('energy-converter: main job', async ({ page }) => {
  await page.goto('/energy-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
