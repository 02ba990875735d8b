import { expect, test } from '../fixtures';

test('eta-calculator: main job', async ({ page }) => {
  await page.goto('/eta-calculator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
