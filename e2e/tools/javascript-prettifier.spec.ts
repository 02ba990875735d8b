import { expect, test } from '../fixtures';

test('javascript-prettifier: main job', async ({ page }) => {
  await page.goto('/javascript-prettifier');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
