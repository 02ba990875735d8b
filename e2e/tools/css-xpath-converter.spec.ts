import { expect, test } from '../fixtures';

test('css-xpath-converter: main job', async ({ page }) => {
  await page.goto('/css-xpath-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
