import { expect, test } from '../fixtures';

test('ssl-cert-converter: main job', async ({ page }) => {
  await page.goto('/ssl-cert-converter');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
