import { expect, test } from '../fixtures';

test('ical-generator: main job', async ({ page }) => {
  await page.goto('/ical-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
