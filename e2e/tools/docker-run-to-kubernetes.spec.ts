import { expect, test } from '../fixtures';

test('docker-run-to-kubernetes: main job', async ({ page }) => {
  await page.goto('/docker-run-to-kubernetes');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
