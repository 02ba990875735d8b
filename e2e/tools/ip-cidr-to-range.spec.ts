import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// RFC 1918 §3 (172.16.0.0/12 is 172.16.0.0–172.31.255.255) and RFC 3849 (2001:db8::/32, 2^96 addresses).
test('ip-cidr-to-range: gives the first and last address and exact count of IPv4 and IPv6 blocks; names a bad prefix; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await test.step('gives the first and last address and exact count of IPv4 and IPv6 blocks', async () => {
    await openTool(page, '/ip-cidr-to-range');
    const input = page.getByLabel('CIDR blocks', { exact: true });
    await input.fill('172.16.0.0/12');
    await expect(page.getByLabel('First address', { exact: true })).toHaveText('172.16.0.0');
    await expect(page.getByLabel('Last address', { exact: true })).toHaveText('172.31.255.255');
    await expect(page.getByLabel('Number of addresses', { exact: true })).toHaveText('1048576');
    await expect(page.getByLabel('Netmask', { exact: true })).toHaveText('255.240.0.0');
    await expect(page.getByLabel('Address space', { exact: true })).toHaveText('Private-use (172.16.0.0/12, RFC 1918)');

    await input.fill('2001:db8::/32');
    await expect(page.getByLabel('Last address', { exact: true })).toHaveText('2001:db8:ffff:ffff:ffff:ffff:ffff:ffff');
    await expect(page.getByLabel('Number of addresses', { exact: true })).toHaveText(String(2n ** 96n));
    await page.getByRole('button', { name: 'Expanded', exact: true }).click();
    await expect(page.getByLabel('First address', { exact: true })).toHaveText('2001:0db8:0000:0000:0000:0000:0000:0000');
    await page.getByRole('button', { name: 'Compressed (RFC 5952)' }).click();

    await input.fill('10.0.0.0/8\n192.168.0.0/16');
    const table = page.getByRole('table', { name: 'IP ranges' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText('Private-use (10.0.0.0/8, RFC 1918)');
    await expect(page.getByLabel('All ranges', { exact: true })).toHaveValue('10.0.0.0 - 10.255.255.255\n192.168.0.0 - 192.168.255.255');
  });

  await test.step('names a bad prefix next to the field', async () => {
    const input = page.getByLabel('CIDR blocks', { exact: true });
    await input.fill('10.0.0.0/8, 192.168.0.0/33');
    await expect(input).toHaveAccessibleDescription(/prefix length of the block 2 is \/33, but an IPv4 prefix is from 0 to 32/);
    await expect(input).toHaveValue('10.0.0.0/8, 192.168.0.0/33');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/ip-cidr-to-range');
    const input = page.getByLabel('CIDR blocks', { exact: true });
    await input.fill('203.0.113.77 255.255.255.192');
    await expect(page.getByLabel('CIDR block', { exact: true })).toHaveText('203.0.113.64/26');
    await expect.poll(() => savedState(page, 'ip-cidr-to-range'), { intervals: STORAGE_POLL }).toContain('203.0.113.77');
    await reopenTool(page);
    await expect(page.getByLabel('Last address', { exact: true })).toHaveText('203.0.113.127');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const other = await openLink(page, await page.evaluate(() => navigator.clipboard.readText()));
    await expect(other.getByLabel('First address', { exact: true })).toHaveText('203.0.113.64');
  });
});
