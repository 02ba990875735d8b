import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// The AllowedIPs list WireGuard calculators publish for 0.0.0.0/0 without 192.168.0.0/16.
const WITHOUT_192_168 =
  '0.0.0.0/1, 128.0.0.0/2, 192.0.0.0/9, 192.128.0.0/11, 192.160.0.0/13, 192.169.0.0/16, 192.170.0.0/15, 192.172.0.0/14, 192.176.0.0/12, 192.192.0.0/10, 193.0.0.0/8, 194.0.0.0/7, 196.0.0.0/6, 200.0.0.0/5, 208.0.0.0/4, 224.0.0.0/3';

test('ip-include-exclude: computes WireGuard AllowedIPs without the LAN; names a bad entry; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await test.step('computes WireGuard AllowedIPs without the LAN', async () => {
    await openTool(page, '/ip-include-exclude');
    await page.getByLabel('Allowed networks', { exact: true }).fill('0.0.0.0/0, ::/0');
    await page.getByLabel('Excluded networks', { exact: true }).fill('192.168.0.0/16');
    const output = page.getByLabel('Resulting networks', { exact: true });
    await expect(output).toHaveValue(`${WITHOUT_192_168}, ::/0`);
    await expect(page.getByLabel('Number of blocks', { exact: true })).toHaveText('17');
    await expect(page.getByLabel('IPv4 addresses left', { exact: true })).toHaveText(String(2 ** 32 - 2 ** 16));
    await page.getByRole('button', { name: 'WireGuard AllowedIPs line' }).click();
    await expect(output).toHaveValue(`AllowedIPs = ${WITHOUT_192_168}, ::/0`);
    await page.getByRole('button', { name: 'One per line' }).click();
    await page.getByLabel('Allowed networks', { exact: true }).fill('192.168.0.1/24');
    await page.getByLabel('Excluded networks', { exact: true }).fill('192.168.0.0/25\n192.168.0.128/26');
    await expect(output).toHaveValue('192.168.0.192/26');
  });

  await test.step('names a bad entry next to its list', async () => {
    const excluded = page.getByLabel('Excluded networks', { exact: true });
    await excluded.fill('192.168.0.0/25\n192.168.0.128/255.0.255.0');
    await expect(excluded).toHaveAccessibleDescription(/excluded entry 2.*not contiguous.*\(line 2\)/);
    await expect(excluded).toHaveValue('192.168.0.0/25\n192.168.0.128/255.0.255.0');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/ip-include-exclude');
    await page.getByLabel('Allowed networks', { exact: true }).fill('2001:db8::/32');
    await page.getByLabel('Excluded networks', { exact: true }).fill('2001:db8:8000::/33');
    await expect(page.getByLabel('Resulting networks', { exact: true })).toHaveValue('2001:db8::/33');
    await expect.poll(() => savedState(page, 'ip-include-exclude'), { intervals: STORAGE_POLL }).toContain('2001:db8:8000::/33');
    await reopenTool(page);
    await expect(page.getByLabel('Resulting networks', { exact: true })).toHaveValue('2001:db8::/33');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const other = await openLink(page, await page.evaluate(() => navigator.clipboard.readText()));
    await expect(other.getByLabel('Resulting networks', { exact: true })).toHaveValue('2001:db8::/33');
  });
});
