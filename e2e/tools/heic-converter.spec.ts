import { expect, test } from '../fixtures';

test('heic-converter: main job', async ({ page }) => {
  await page.goto('/heic-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
