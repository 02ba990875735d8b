import { expect, test } from '../fixtures';

test('csr-generator: main job', async ({ page }) => {
  await page.goto('/csr-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
