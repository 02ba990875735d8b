import { expect, test } from '../fixtures';

test('image-converter: main job', async ({ page }) => {
  await page.goto('/image-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
