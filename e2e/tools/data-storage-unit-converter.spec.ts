import { expect, test } from '../fixtures';

test('data-storage-unit-converter: main job', async ({ page }) => {
  await page.goto('/data-storage-unit-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
