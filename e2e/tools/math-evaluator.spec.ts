import { expect, test } from '../fixtures';

test('math-evaluator: main job', async ({ page }) => {
  await page.goto('/math-evaluator');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
