import { expect, test } from '../fixtures';

test('iso-3166-searcher: main job', async ({ page }) => {
  await page.goto('/iso-3166-searcher');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
