import { expect, test } from '../fixtures';

test('gpt-token-estimator: main job', async ({ page }) => {
  await page.goto('/gpt-token-estimator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
