import { expect, test } from '../fixtures';

test('pdf-linearize: main job', async ({ page }) => {
  await page.goto('/pdf-linearize');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
