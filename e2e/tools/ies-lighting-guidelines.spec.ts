import { expect, test } from '../fixtures';

test('ies-lighting-guidelines: main job', async ({ page }) => {
  await page.goto('/ies-lighting-guidelines');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
