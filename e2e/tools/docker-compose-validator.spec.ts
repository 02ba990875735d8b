import { expect, test } from '../fixtures';

test('docker-compose-validator: main job', async ({ page }) => {
  await page.goto('/docker-compose-validator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
