import { expect, test } from '../fixtures';

test('email-parser: main job', async ({ page }) => {
  await page.goto('/email-parser');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
