import { expect, test } from '../fixtures';

test('docker-compose-to-kubernetes: main job', async ({ page }) => {
  await page.goto('/docker-compose-to-kubernetes');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
