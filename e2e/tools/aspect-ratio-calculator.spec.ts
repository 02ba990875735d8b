import { expect, test } from '../fixtures';

test('aspect-ratio-calculator: main job', async ({ page }) => {
  await page.goto('/aspect-ratio-calculator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
