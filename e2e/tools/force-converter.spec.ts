import { expect, test } from '../fixtures';

test('force-converter: main job', async ({ page }) => {
  await page.goto('/force-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
