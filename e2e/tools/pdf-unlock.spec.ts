import { expect, test } from '../fixtures';

test('pdf-unlock: main job', async ({ page }) => {
  await page.goto('/pdf-unlock');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
