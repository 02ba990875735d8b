import { expect, test } from '../fixtures';

test('volume-converter: main job', async ({ page }) => {
  await page.goto('/volume-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
