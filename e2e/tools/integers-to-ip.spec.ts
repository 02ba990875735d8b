import { expect, test } from '../fixtures';

test('integers-to-ip: main job', async ({ page }) => {
  await page.goto('/integers-to-ip');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
