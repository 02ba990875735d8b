import { expect, test } from '../fixtures';

test('docker-run-to-docker-compose-converter: main job', async ({ page }) => {
  await page.goto('/docker-run-to-docker-compose-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
