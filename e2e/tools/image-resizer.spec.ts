import { expect, test } from '../fixtures';

test('image-resizer: main job', async ({ page }) => {
  await page.goto('/image-resizer');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
