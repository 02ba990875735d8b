import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('cidr-in-cidr: tells whether an address, block or range is in a network list and which entries match; names a bad value; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await test.step('tells whether an address, block or range is in a network list and which entries match', async () => {
    await openTool(page, '/cidr-in-cidr');
    const networks = page.getByLabel('Networks', { exact: true });
    const tested = page.getByLabel('Address, range or block to test', { exact: true });
    const verdict = page.getByLabel('Verdict', { exact: true });
    // RFC 1918 §3: 172.16.0.0/12 is 172.16.0.0–172.31.255.255.
    await networks.fill('10.0.0.0/8\n172.16.0.0/12\n192.168.0.0/16');
    await tested.fill('172.20.1.0/24');
    await expect(verdict).toHaveText('Included');
    const table = page.getByRole('table', { name: 'Networks and matches' });
    await expect(table.getByRole('row').nth(1)).toContainText('172.16.0.0/12');
    await expect(table.getByRole('row').nth(1)).toContainText('Contains it');
    await tested.fill('172.32.0.0');
    await expect(verdict).toHaveText('Not included');
    // A range over two adjacent entries: inside the list as a whole, not inside one entry alone.
    await networks.fill('192.0.2.0/25, 192.0.2.128/25');
    await tested.fill('192.0.2.100-192.0.2.200');
    await expect(verdict).toHaveText('Included');
    await page.getByRole('button', { name: 'Inside one entry alone' }).click();
    await expect(verdict).toHaveText('Partly included');
    await tested.fill('192.0.2.250-192.0.3.5');
    await expect(page.getByLabel('Addresses inside', { exact: true })).toContainText('6 of 12 addresses');
  });

  await test.step('names a bad value next to its field', async () => {
    const tested = page.getByLabel('Address, range or block to test', { exact: true });
    await tested.fill('192.0.2.1/40');
    await expect(tested).toHaveAccessibleDescription('The prefix length of the tested value is /40, but an IPv4 prefix is from 0 to 32.');
    await expect(tested).toHaveValue('192.0.2.1/40');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/cidr-in-cidr');
    // RFC 3849: 2001:db8::/32 is the documentation prefix.
    await page.getByLabel('Networks', { exact: true }).fill('2001:db8::/32');
    await page.getByLabel('Address, range or block to test', { exact: true }).fill('2001:db8:1234::/48');
    await expect(page.getByLabel('Verdict', { exact: true })).toHaveText('Included');
    await expect.poll(() => savedState(page, 'cidr-in-cidr'), { intervals: STORAGE_POLL }).toContain('2001:db8:1234::/48');
    await reopenTool(page);
    await expect(page.getByLabel('Verdict', { exact: true })).toHaveText('Included');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const other = await openLink(page, await page.evaluate(() => navigator.clipboard.readText()));
    await expect(other.getByLabel('Address, range or block to test', { exact: true })).toHaveValue('2001:db8:1234::/48');
    await expect(other.getByLabel('Verdict', { exact: true })).toHaveText('Included');
  });
});
