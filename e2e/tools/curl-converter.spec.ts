import { expect, test } from '../fixtures';

test('curl-converter: main job', async ({ page }) => {
  await page.goto('/curl-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
