import { expect, test } from '../fixtures';

test('option43-generator: main job', async ({ page }) => {
  await page.goto('/option43-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
