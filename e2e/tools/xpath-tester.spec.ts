import { expect, test } from '../fixtures';

test('xpath-tester: main job', async ({ page }) => {
  await page.goto('/xpath-tester');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
