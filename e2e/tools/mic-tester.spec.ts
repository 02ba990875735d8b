import { expect, test } from '../fixtures';

test('mic-tester: main job', async ({ page }) => {
  await page.goto('/mic-tester');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
