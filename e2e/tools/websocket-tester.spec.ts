import { expect, test } from '../fixtures';

test('websocket-tester: main job', async ({ page }) => {
  await page.goto('/websocket-tester');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
