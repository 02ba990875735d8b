import { expect, test } from '../fixtures';

test('x-vr-spamcause-decoder: main job', async ({ page }) => {
  await page.goto('/x-vr-spamcause-decoder');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
