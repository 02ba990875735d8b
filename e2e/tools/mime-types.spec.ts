import { expect, test } from '../fixtures';

test('mime-types: main job', async ({ page }) => {
  await page.goto('/mime-types');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
