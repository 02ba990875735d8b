import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('ipv4-range-expander: expands a range to its covering block; swaps a reversed range; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await test.step('expands a range to its covering block', async () => {
    await openTool(page, '/ipv4-range-expander');
    await page.getByLabel('Start address', { exact: true }).fill('192.168.1.1');
    await page.getByLabel('End address', { exact: true }).fill('192.168.6.255');
    // Worked by hand: 192.168.1 and 192.168.6 share 21 leading bits: 192.168.0.0/21, 2048 addresses.
    await expect(page.getByLabel('Old number of addresses', { exact: true })).toHaveText('1535');
    await expect(page.getByLabel('New start address', { exact: true })).toHaveText('192.168.0.0');
    await expect(page.getByLabel('New end address', { exact: true })).toHaveText('192.168.7.255');
    await expect(page.getByLabel('New number of addresses', { exact: true })).toHaveText('2048');
    await expect(page.getByLabel('New CIDR', { exact: true })).toHaveText('192.168.0.0/21');
    // RFC 1918 §3: 10.0.0.0–10.255.255.255 is already 10.0.0.0/8.
    await page.getByLabel('Start address', { exact: true }).fill('10.0.0.0');
    await page.getByLabel('End address', { exact: true }).fill('10.255.255.255');
    await expect(page.getByLabel('Old CIDR', { exact: true })).toHaveText('10.0.0.0/8');
    await expect(page.getByText('The range is exactly the block 10.0.0.0/8.')).toBeVisible();
  });

  await test.step('names a reversed range and swaps it', async () => {
    const end = page.getByLabel('End address', { exact: true });
    await end.fill('9.255.255.255');
    await expect(end).toHaveAccessibleDescription('The end address (9.255.255.255) comes before the start address (10.0.0.0): swap them.');
    await page.getByRole('button', { name: 'Swap start and end' }).click();
    await expect(page.getByLabel('New CIDR', { exact: true })).toHaveText('8.0.0.0/6');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/ipv4-range-expander');
    await page.getByLabel('Start address', { exact: true }).fill('2001:db8::10');
    await page.getByLabel('End address', { exact: true }).fill('2001:db8::1:0');
    await expect(page.getByLabel('New CIDR', { exact: true })).toHaveText('2001:db8::/111');
    await expect.poll(() => savedState(page, 'ipv4-range-expander'), { intervals: STORAGE_POLL }).toContain('2001:db8::1:0');
    await reopenTool(page);
    await expect(page.getByLabel('New CIDR', { exact: true })).toHaveText('2001:db8::/111');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const other = await openLink(page, await page.evaluate(() => navigator.clipboard.readText()));
    await expect(other.getByLabel('New CIDR', { exact: true })).toHaveText('2001:db8::/111');
  });
});
