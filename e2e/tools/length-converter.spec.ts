import { expect, test } from '../fixtures';

test('length-converter: main job', async ({ page }) => {
  await page.goto('/length-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
