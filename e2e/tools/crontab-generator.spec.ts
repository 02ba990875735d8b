import { expect, test } from '../fixtures';

test('crontab-generator: main job', async ({ page }) => {
  await page.goto('/crontab-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
