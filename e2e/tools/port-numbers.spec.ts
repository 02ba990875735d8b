import { expect, test } from '../fixtures';

test('port-numbers: main job', async ({ page }) => {
  await page.goto('/port-numbers');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
