import { expect, test } from '../fixtures';

test('phone-parser-and-formatter: main job', async ({ page }) => {
  await page.goto('/phone-parser-and-formatter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
