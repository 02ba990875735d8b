import { expect, test } from '../fixtures';

test('xslt-tester: main job', async ({ page }) => {
  await page.goto('/xslt-tester');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
