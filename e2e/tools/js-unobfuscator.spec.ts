import { expect, test } from '../fixtures';

test('js-unobfuscator: main job', async ({ page }) => {
  await page.goto('/js-unobfuscator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
