import { expect, test } from '../fixtures';

test('email-normalizer: main job', async ({ page }) => {
  await page.goto('/email-normalizer');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
