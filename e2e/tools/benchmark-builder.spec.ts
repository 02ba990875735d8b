import { expect, test } from '../fixtures';

test('benchmark-builder: main job', async ({ page }) => {
  await page.goto('/benchmark-builder');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
