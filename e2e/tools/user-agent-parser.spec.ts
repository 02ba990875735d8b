import { expect, test } from '../fixtures';

test('user-agent-parser: main job', async ({ page }) => {
  await page.goto('/user-agent-parser');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
