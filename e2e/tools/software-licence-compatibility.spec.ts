import { expect, test } from '../fixtures';

test('software-licence-compatibility: main job', async ({ page }) => {
  await page.goto('/software-licence-compatibility');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
