import { expect, test } from '../fixtures';

test('emoji-picker: main job', async ({ page }) => {
  await page.goto('/emoji-picker');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
