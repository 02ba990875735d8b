import { expect, test } from '../fixtures';

test('sensitive-data-masker: main job', async ({ page }) => {
  await page.goto('/sensitive-data-masker');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
