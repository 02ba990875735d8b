import { expect, test } from '../fixtures';

test('docker-compose-to-docker-run-converter: main job', async ({ page }) => {
  await page.goto('/docker-compose-to-docker-run-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
