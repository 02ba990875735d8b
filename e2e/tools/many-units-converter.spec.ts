import { expect, test } from '../fixtures';

test('many-units-converter: main job', async ({ page }) => {
  await page.goto('/many-units-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
