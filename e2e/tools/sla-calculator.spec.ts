import { expect, test } from '../fixtures';

test('sla-calculator: main job', async ({ page }) => {
  await page.goto('/sla-calculator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
