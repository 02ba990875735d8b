import { expect, test } from '../fixtures';

test('regex-tester: main job', async ({ page }) => {
  await page.goto('/regex-tester');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
