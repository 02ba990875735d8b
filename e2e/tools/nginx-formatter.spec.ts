import { expect, test } from '../fixtures';

test('nginx-formatter: main job', async ({ page }) => {
  await page.goto('/nginx-formatter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
