import { expect, test } from '../fixtures';

test('isbn-validator-and-parser: main job', async ({ page }) => {
  await page.goto('/isbn-validator-and-parser');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
