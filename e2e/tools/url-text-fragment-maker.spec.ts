import { expect, test } from '../fixtures';

test('url-text-fragment-maker: main job', async ({ page }) => {
  await page.goto('/url-text-fragment-maker');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
