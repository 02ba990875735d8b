import { expect, test } from '../fixtures';

test('week-number-converter: main job', async ({ page }) => {
  await page.goto('/week-number-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
