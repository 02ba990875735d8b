import { expect, test } from '../fixtures';

test('keycode-info: main job', async ({ page }) => {
  await page.goto('/keycode-info');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
