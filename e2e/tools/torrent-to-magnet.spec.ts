import { expect, test } from '../fixtures';

test('torrent-to-magnet: main job', async ({ page }) => {
  await page.goto('/torrent-to-magnet');
  await page.getByLabel('Input').fill('abc');
  await expect(page.getByLabel('Output')).toHaveValue('cba');
});
