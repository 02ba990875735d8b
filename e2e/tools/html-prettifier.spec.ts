import { expect, test } from '../fixtures';

test('html-prettifier: main job', async ({ page }) => {
  await page.goto('/html-prettifier');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
