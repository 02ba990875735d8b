import { expect, test } from '../fixtures';

test('camera-recorder: main job', async ({ page }) => {
  await page.goto('/camera-recorder');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
