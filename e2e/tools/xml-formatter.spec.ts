import { expect, test } from '../fixtures';

test('xml-formatter: main job', async ({ page }) => {
  await page.goto('/xml-formatter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
