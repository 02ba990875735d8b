import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool } from '../support/tool-page';

const SAMPLE = fileURLToPath(new URL('../../libs/tool-dev/src/torrent-to-magnet/samples/test-v1.torrent', import.meta.url));
// SHA-1 of the sample's bencoded info dictionary (BEP 3), computed outside the app (Python hashlib).
const INFO_HASH = 'fbb5887c5d7cbb2888baef41792887a1f09f183c';

test('torrent-to-magnet: reads a .torrent into a magnet link with its info hash, trackers and files; explains a bad magnet link; keeps options and the link', async ({
  page,
  context,
}) => {
  await test.step('reads a .torrent file', async () => {
    await openTool(page, '/torrent-to-magnet');
    await page.locator('input[type="file"]').setInputFiles(SAMPLE);
    const magnet = page.getByLabel('Magnet link', { exact: true });
    await expect(magnet).toHaveValue(
      `magnet:?xt=urn:btih:${INFO_HASH}&dn=test.iso&tr=http%3A%2F%2Ftracker.example.org%2Fannounce&tr=udp%3A%2F%2Fbackup.example.net%3A6969&ws=https%3A%2F%2Fmirror.example.com%2Fiso`,
    );
    await expect(page.locator('output[aria-label="Info hash v1 (SHA-1)"]')).toHaveText(INFO_HASH);
    await expect(page.locator('output[aria-label="Private"]')).toHaveText('Yes');
    await expect(page.getByRole('table', { name: 'Files (1)' }).getByRole('cell', { name: 'test.iso' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Trackers (tr)' }).uncheck();
    await page.getByRole('checkbox', { name: 'Size (xl)' }).check();
    await expect(magnet).toHaveValue(`magnet:?xt=urn:btih:${INFO_HASH}&dn=test.iso&xl=40000&ws=https%3A%2F%2Fmirror.example.com%2Fiso`);
  });

  await test.step('reads a magnet link and explains a bad one', async () => {
    const input = page.getByLabel('Magnet link to read', { exact: true });
    await input.fill('magnet:?xt=urn:btih:1234&dn=x');
    await expect(input).toHaveAccessibleDescription(/The btih hash "1234" is neither 40 hex digits nor 32 base32 characters\./);
    await input.fill(`magnet:?xt=urn:btih:${INFO_HASH}&dn=Leaves%20of%20Grass&tr=udp%3A%2F%2Ft.example%3A1337`);
    await expect(page.locator('output[aria-label="Magnet name"]')).toHaveText('Leaves of Grass');
    await expect(page.locator('output[aria-label="Magnet trackers"]')).toHaveText('udp://t.example:1337');
  });

  await test.step('keeps options and the magnet link after a reload and in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    expect(new URL(page.url()).searchParams.get('trackers')).toBe('false');
    await reopenTool(page);
    await expect(page.getByRole('checkbox', { name: 'Size (xl)' })).toBeChecked();
    await expect(page.locator('output[aria-label="Magnet name"]')).toHaveText('Leaves of Grass');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.locator('output[aria-label="Magnet info hash v1"]')).toHaveText(INFO_HASH);
  });
});
