import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

test('wpa-psk-generator: derives the IEEE 802.11i-2004 H.4 test-vector PSKs; explains a bad passphrase and SSID next to the fields; state survives a reload and travels in a link; the passphrase is never kept', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('derives the IEEE 802.11i-2004 H.4 test-vector PSKs', async () => {
    await openTool(page, '/wpa-psk-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'WPA PSK generator' })).toBeVisible();
    const psk = page.getByLabel('PSK (256-bit, hex)', { exact: true });
    await page.getByLabel('SSID (network name)').fill('IEEE');
    await page.getByLabel('Passphrase', { exact: true }).fill('password');
    await expect(psk).toHaveValue('f42c6fc52df0ebef9ebb4b90b38a5f902e83fe1b135a70e23aed762e9710a12e');
    await expect(page.getByLabel('wpa_supplicant.conf')).toHaveValue(
      'network={\n\tssid="IEEE"\n\tpsk=f42c6fc52df0ebef9ebb4b90b38a5f902e83fe1b135a70e23aed762e9710a12e\n}',
    );
    await page.getByLabel('SSID (network name)').fill('ThisIsASSID');
    await page.getByLabel('Passphrase', { exact: true }).fill('ThisIsAPassword');
    await expect(psk).toHaveValue('0dc0d6eb90555ed6419756b9a15ec3e3209b63df707dd508d14581f8982721af');
  });

  await test.step('explains a bad passphrase and SSID next to the fields', async () => {
    await openTool(page, '/wpa-psk-generator');
    const ssid = page.getByLabel('SSID (network name)');
    const passphrase = page.getByLabel('Passphrase', { exact: true });
    await passphrase.fill('short');
    await expect(passphrase).toHaveAccessibleDescription(/The passphrase must have 8 to 63 characters; it has 5\./);
    await passphrase.fill('pass wörd1');
    await expect(passphrase).toHaveAccessibleDescription(/"ö" at position 7 is not one/);
    await ssid.fill('Z'.repeat(33));
    await expect(ssid).toHaveAccessibleDescription(/The SSID is 33 bytes long in UTF-8; at most 32 are allowed\./);
    await expect(page.getByLabel('PSK (256-bit, hex)', { exact: true })).toHaveValue('');
    await expect(passphrase).toHaveValue('pass wörd1');
  });

  await test.step('state survives a reload and travels in a link; the passphrase is never kept', async () => {
    await openTool(page, '/wpa-psk-generator');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('Show the passphrase').check();
    await page.getByLabel('SSID (network name)').fill('IEEE');
    await page.getByLabel('Passphrase', { exact: true }).fill('password');
    await expect(page.getByLabel('Passphrase', { exact: true })).toHaveAttribute('type', 'text');
    await expect(page.getByLabel('PSK (256-bit, hex)', { exact: true })).toHaveValue(/^f42c6fc5/);
    expect(new URL(page.url()).searchParams.get('showPassphrase')).toBe('true');
    await expect.poll(() => savedState(page, 'wpa-psk-generator'), { intervals: STORAGE_POLL }).toContain('IEEE');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('password');
    await reopenTool(page);
    // The page saved its inputs again as it left (pagehide): still no secret.
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('password');
    await expect(page.getByLabel('SSID (network name)')).toHaveValue('IEEE');
    await expect(page.getByLabel('Show the passphrase')).toBeChecked();
    await expect(page.getByLabel('Passphrase', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('SSID bytes (hex)')).toHaveValue('49454545');

    await page.getByLabel('Passphrase', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Copy without secrets' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByLabel('SSID (network name)')).toHaveValue('IEEE');
    await expect(other.getByLabel('Passphrase', { exact: true })).toHaveValue('');
  });
});
