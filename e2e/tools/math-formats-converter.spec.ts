import { expect, test } from '../fixtures';

test('math-formats-converter: main job', async ({ page }) => {
  await page.goto('/math-formats-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
