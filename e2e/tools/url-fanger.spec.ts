import { expect, test } from '../fixtures';

test('url-fanger: main job', async ({ page }) => {
  await page.goto('/url-fanger');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
