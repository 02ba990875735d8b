import { expect, test } from '../fixtures';

test('floating-point-converter: main job', async ({ page }) => {
  await page.goto('/floating-point-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
