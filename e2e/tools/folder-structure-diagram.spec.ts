import { expect, test } from '../fixtures';

test('folder-structure-diagram: main job', async ({ page }) => {
  await page.goto('/folder-structure-diagram');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
