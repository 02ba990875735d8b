import { expect, test } from '../fixtures';

test('data-transfer-rate-converter: main job', async ({ page }) => {
  await page.goto('/data-transfer-rate-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
