import { expect, test } from '../fixtures';

test('color-wheel: main job', async ({ page }) => {
  await page.goto('/color-wheel');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
