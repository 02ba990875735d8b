import { expect, test } from '../fixtures';

test('random-port-generator: main job', async ({ page }) => {
  await page.goto('/random-port-generator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
