import { expect, test } from '../fixtures';

test('my-ip: main job', async ({ page }) => {
  await page.goto('/my-ip');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
