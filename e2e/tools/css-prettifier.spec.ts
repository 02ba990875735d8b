import { expect, test } from '../fixtures';

test('css-prettifier: main job', async ({ page }) => {
  await page.goto('/css-prettifier');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
