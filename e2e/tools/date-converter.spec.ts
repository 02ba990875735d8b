import { expect, test } from '../fixtures';

test('date-converter: main job', async ({ page }) => {
  await page.goto('/date-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
