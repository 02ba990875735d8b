import { expect, test } from '../fixtures';

test('base-converter: main job', async ({ page }) => {
  await page.goto('/base-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
