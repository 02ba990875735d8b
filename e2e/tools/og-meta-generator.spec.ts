import { expect, test } from '../fixtures';

test('og-meta-generator: main job', async ({ page }) => {
  await page.goto('/og-meta-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
