import { expect, test } from '../fixtures';

test('cidr-in-cidr: main job', async ({ page }) => {
  await page.goto('/cidr-in-cidr');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
