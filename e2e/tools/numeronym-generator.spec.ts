import { expect, test } from '../fixtures';

test('numeronym-generator: main job', async ({ page }) => {
  await page.goto('/numeronym-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
