import { expect, test } from '../fixtures';

test('ical-parser: main job', async ({ page }) => {
  await page.goto('/ical-parser');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
