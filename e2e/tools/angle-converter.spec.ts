import { expect, test } from '../fixtures';

test('angle-converter: main job', async ({ page }) => {
  await page.goto('/angle-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
