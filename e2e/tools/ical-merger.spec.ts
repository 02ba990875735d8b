import { expect, test } from '../fixtures';

test('ical-merger: main job', async ({ page }) => {
  await page.goto('/ical-merger');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
