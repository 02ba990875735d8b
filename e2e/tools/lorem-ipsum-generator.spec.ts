import { expect, test } from '../fixtures';

test('lorem-ipsum-generator: main job', async ({ page }) => {
  await page.goto('/lorem-ipsum-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
