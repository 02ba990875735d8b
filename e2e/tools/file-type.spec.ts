import { expect, test } from '../fixtures';

test('file-type: main job', async ({ page }) => {
  await page.goto('/file-type');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
