import { expect, test } from '../fixtures';

test('ttl-calculator: main job', async ({ page }) => {
  await page.goto('/ttl-calculator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
