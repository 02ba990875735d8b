import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('ipv6-subnet-calculator: computes a prefix, pages through its subnets; names a bad prefix; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await test.step('computes a prefix and pages through its subnets', async () => {
    await openTool(page, '/ipv6-subnet-calculator');
    const input = page.getByLabel('IPv6 address and prefix', { exact: true });
    // RFC 3849: 2001:db8::/32, 2^96 addresses.
    await input.fill('2001:db8::/32');
    await expect(page.getByLabel('Network (CIDR)', { exact: true })).toHaveText('2001:db8::/32');
    await expect(page.getByLabel('Last address', { exact: true })).toHaveText('2001:db8:ffff:ffff:ffff:ffff:ffff:ffff');
    await expect(page.getByLabel('Number of addresses', { exact: true })).toHaveText(String(2n ** 96n));
    await expect(page.getByLabel('Number of /64 subnets', { exact: true })).toHaveText(String(2n ** 32n));
    await expect(page.getByLabel('Reverse DNS zone', { exact: true })).toHaveText('8.b.d.0.1.0.0.2.ip6.arpa.');
    await page.getByLabel('Subnet prefix length', { exact: true }).selectOption('48');
    await expect(page.getByLabel('Number of subnets', { exact: true })).toHaveText('65536');
    const subnets = page.getByRole('table', { name: 'Subnets' });
    await expect(subnets.getByRole('row').nth(2)).toContainText('2001:db8:1::/48');
    await page.getByRole('button', { name: 'Last page' }).click();
    await expect(subnets.getByRole('row').last()).toContainText('2001:db8:ffff::/48');
    await expect(page.getByLabel('Subnets shown', { exact: true })).toHaveText('Subnets 65501 to 65536 of 65536 (0 more)');
    // RFC 3596 §2.5's example address.
    await input.fill('4321:0:1:2:3:4:567:89ab');
    await expect(page.getByLabel('Reverse DNS name (PTR)', { exact: true })).toHaveText(
      'b.a.9.8.7.6.5.0.4.0.0.0.3.0.0.0.2.0.0.0.1.0.0.0.0.0.0.0.1.2.3.4.ip6.arpa.',
    );
  });

  await test.step('names a bad prefix next to the field', async () => {
    const input = page.getByLabel('IPv6 address and prefix', { exact: true });
    await input.fill('2001:db8::/129');
    await expect(input).toHaveAccessibleDescription('The prefix length of the prefix is /129, but an IPv6 prefix is from 0 to 128.');
    await expect(input).toHaveValue('2001:db8::/129');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/ipv6-subnet-calculator');
    await page.getByLabel('IPv6 address and prefix', { exact: true }).fill('fd12:3456:789a::/48');
    await expect(page.getByLabel('Address type', { exact: true })).toHaveText('Unique local');
    await expect.poll(() => savedState(page, 'ipv6-subnet-calculator'), { intervals: STORAGE_POLL }).toContain('fd12:3456:789a::/48');
    await reopenTool(page);
    await expect(page.getByLabel('Network (CIDR)', { exact: true })).toHaveText('fd12:3456:789a::/48');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const other = await openLink(page, await page.evaluate(() => navigator.clipboard.readText()));
    await expect(other.getByLabel('Network (CIDR)', { exact: true })).toHaveText('fd12:3456:789a::/48');
  });
});
