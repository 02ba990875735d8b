import { expect, test } from '../fixtures';

test('potrace: main job', async ({ page }) => {
  await page.goto('/potrace');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
