import { expect, test } from '../fixtures';

test('ico-converter: main job', async ({ page }) => {
  await page.goto('/ico-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
