import { expect, test } from '../fixtures';

test('string-obfuscator: main job', async ({ page }) => {
  await page.goto('/string-obfuscator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
