import { expect, test } from '../fixtures';

test('color-converter: main job', async ({ page }) => {
  await page.goto('/color-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
