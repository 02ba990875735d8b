import { expect, test } from '../fixtures';

test('docker-compose-converter: main job', async ({ page }) => {
  await page.goto('/docker-compose-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
