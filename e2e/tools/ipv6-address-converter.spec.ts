import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Values from RFC 4291 §2.2 (2001:DB8:0:0:8:800:200C:417A), RFC 5952 §4 and RFC 3596 §2.5 (4321:0:1:2:3:4:567:89ab).

test('ipv6-address-converter: compresses, expands and types an address, reads integers and ip6.arpa names; explains errors; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // the steps' budgets, summed
  await test.step('compresses, expands and types an address, reads integers and ip6.arpa names', async () => {
    await openTool(page, '/ipv6-address-converter');
    const input = page.getByLabel('IPv6 address', { exact: true });
    await input.fill('2001:DB8:0:0:8:800:200C:417A');
    await expect(page.getByRole('table', { name: 'Conversions' })).toBeVisible();
    await expect(page.getByLabel('Compressed', { exact: true })).toHaveText('2001:db8::8:800:200c:417a');
    await expect(page.getByLabel('Expanded', { exact: true })).toHaveText('2001:0db8:0000:0000:0008:0800:200c:417a');
    await expect(page.getByLabel('Hexadecimal', { exact: true })).toHaveText('20010db80000000000080800200c417a');
    await expect(page.getByLabel('Address type', { exact: true })).toHaveText('Documentation 2001:db8::/32 (RFC 3849)');

    await input.fill('4321:0:1:2:3:4:567:89ab');
    await expect(page.getByLabel('Reverse DNS name (ip6.arpa)', { exact: true })).toHaveText(
      'b.a.9.8.7.6.5.0.4.0.0.0.3.0.0.0.2.0.0.0.1.0.0.0.0.0.0.0.1.2.3.4.ip6.arpa.',
    );

    await input.fill(((0x2001n << 112n) | (0xdb8n << 96n) | 1n).toString());
    await expect(page.getByLabel('Compressed', { exact: true })).toHaveText('2001:db8::1');
    await expect(input).toHaveAccessibleDescription(/decimal integer/);

    await input.fill('ff02::1');
    await expect(page.getByLabel('Multicast scope', { exact: true })).toHaveText('Link-local (2)');
    await expect(page.getByLabel('Multicast group', { exact: true })).toContainText('All nodes');

    await input.fill('fe80::200:5eff:fe00:5301%eth0');
    await expect(page.getByLabel('Address type', { exact: true })).toContainText('Link-local unicast fe80::/10');
    await expect(page.getByLabel('MAC address (from EUI-64)', { exact: true })).toHaveText('00:00:5e:00:53:01');
    await expect(page.getByLabel('Zone id', { exact: true })).toHaveText('eth0');
  });

  await test.step('explains errors next to the field and keeps the text', async () => {
    const input = page.getByLabel('IPv6 address', { exact: true });
    await input.fill('2001:db8::1::2');
    await expect(page.getByRole('alert')).toContainText('has "::" more than once');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.fill('2001:db8::/129');
    await expect(page.getByRole('alert')).toHaveText('The prefix length "/129" must be a whole number from 0 to 128.');
    await expect(input).toHaveValue('2001:db8::/129');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/ipv6-address-converter');
    const input = page.getByLabel('IPv6 address', { exact: true });
    await input.fill('fd12:3456:789a:1::1');
    await expect(page.getByLabel('Address type', { exact: true })).toContainText('Unique local address (ULA) fc00::/7');
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => savedState(page, 'ipv6-address-converter'), { intervals: STORAGE_POLL }).toContain('fd12:3456:789a:1::1');
    await reopenTool(page);
    await expect(input).toHaveValue('fd12:3456:789a:1::1');

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByLabel('Expanded', { exact: true })).toHaveText('fd12:3456:789a:0001:0000:0000:0000:0001');
  });
});
