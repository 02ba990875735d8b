import { expect, test } from '../fixtures';

test('energy-computer: main job', async ({ page }) => {
  await page.goto('/energy-computer');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
