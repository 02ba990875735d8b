import { expect, test } from '../fixtures';

test('svg-placeholder-generator: main job', async ({ page }) => {
  await page.goto('/svg-placeholder-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
