import { expect, test } from '../fixtures';

test('api-tester: main job', async ({ page }) => {
  await page.goto('/api-tester');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
