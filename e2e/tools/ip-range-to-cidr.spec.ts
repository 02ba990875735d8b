import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('ip-range-to-cidr: splits IPv4 and IPv6 ranges into the fewest blocks; swaps a reversed range; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await test.step('splits IPv4 and IPv6 ranges into the fewest blocks', async () => {
    await openTool(page, '/ip-range-to-cidr');
    const start = page.getByLabel('Start address', { exact: true });
    const end = page.getByLabel('End address', { exact: true });
    const blocks = page.getByLabel('CIDR blocks', { exact: true });
    // RFC 1918 §3: 172.16.0.0–172.31.255.255 is exactly 172.16.0.0/12.
    await start.fill('172.16.0.0');
    await end.fill('172.31.255.255');
    await expect(blocks).toHaveValue('172.16.0.0/12');
    // Worked by hand: 192.0.2.0–192.0.2.130 = 128 + 2 + 1 addresses.
    await end.fill('192.0.2.130');
    await start.fill('192.0.2.0');
    await expect(blocks).toHaveValue('192.0.2.0/25\n192.0.2.128/31\n192.0.2.130/32');
    await expect(page.getByLabel('Number of addresses', { exact: true })).toHaveText('131');
    await page.getByRole('button', { name: 'Commas' }).click();
    await expect(blocks).toHaveValue('192.0.2.0/25, 192.0.2.128/31, 192.0.2.130/32');
    // RFC 3849: all of 2001:db8::/32, without listing 2^96 addresses.
    await start.fill('2001:db8::');
    await end.fill('2001:db8:ffff:ffff:ffff:ffff:ffff:ffff');
    await expect(blocks).toHaveValue('2001:db8::/32');
  });

  await test.step('names a reversed range and swaps it', async () => {
    const start = page.getByLabel('Start address', { exact: true });
    const end = page.getByLabel('End address', { exact: true });
    await start.fill('10.0.0.9');
    await end.fill('10.0.0.1');
    await expect(end).toHaveAccessibleDescription('The end address (10.0.0.1) comes before the start address (10.0.0.9): swap them.');
    await page.getByRole('button', { name: 'Swap start and end' }).click();
    await expect(start).toHaveValue('10.0.0.1');
    await expect(page.getByLabel('CIDR blocks', { exact: true })).toHaveValue('10.0.0.1/32, 10.0.0.2/31, 10.0.0.4/30, 10.0.0.8/31');
    await start.fill('10.0.0.256');
    await expect(start).toHaveAccessibleDescription(/Octet 4 of the start address is 256/);
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/ip-range-to-cidr');
    await page.getByLabel('Start address', { exact: true }).fill('198.51.100.0');
    await page.getByLabel('End address', { exact: true }).fill('198.51.100.255');
    await expect(page.getByLabel('CIDR blocks', { exact: true })).toHaveValue('198.51.100.0/24');
    await expect.poll(() => savedState(page, 'ip-range-to-cidr'), { intervals: STORAGE_POLL }).toContain('198.51.100.255');
    await reopenTool(page);
    await expect(page.getByLabel('CIDR blocks', { exact: true })).toHaveValue('198.51.100.0/24');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const other = await openLink(page, await page.evaluate(() => navigator.clipboard.readText()));
    await expect(other.getByLabel('CIDR blocks', { exact: true })).toHaveValue('198.51.100.0/24');
  });
});
