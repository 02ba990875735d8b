import { expect, test } from '../fixtures';

test('roman-numeral-converter: main job', async ({ page }) => {
  await page.goto('/roman-numeral-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
