import { expect, test } from '../fixtures';

test('power-converter: main job', async ({ page }) => {
  await page.goto('/power-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
