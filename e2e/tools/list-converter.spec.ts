import { expect, test } from '../fixtures';

test('list-converter: main job', async ({ page }) => {
  await page.goto('/list-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
