import { expect, test } from '../fixtures';

test('ascii-text-drawer: main job', async ({ page }) => {
  await page.goto('/ascii-text-drawer');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
