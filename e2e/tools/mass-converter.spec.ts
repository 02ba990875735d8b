import { expect, test } from '../fixtures';

test('mass-converter: main job', async ({ page }) => {
  await page.goto('/mass-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
