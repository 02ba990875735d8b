import { expect, test } from '../fixtures';

test('math-ocr: main job', async ({ page }) => {
  await page.goto('/math-ocr');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
