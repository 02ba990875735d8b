import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Values from RFC 4291 §2.2 (::FFFF:129.144.52.38), RFC 6052 §2.4 (64:ff9b::192.0.2.33) and RFC 3068 (2002:c058:6301::).

test('ipv4-address-converter: converts an address to integers and IPv6 forms and back; explains errors; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // the steps' budgets, summed
  await test.step('converts an address to integers and IPv6 forms and back', async () => {
    await openTool(page, '/ipv4-address-converter');
    const input = page.getByLabel('IPv4 address', { exact: true });
    await input.fill('129.144.52.38');
    await expect(page.getByRole('table', { name: 'Conversions' })).toBeVisible();
    await expect(page.getByLabel('Decimal', { exact: true })).toHaveText(String(129 * 2 ** 24 + 144 * 2 ** 16 + 52 * 2 ** 8 + 38));
    await expect(page.getByLabel('Hexadecimal', { exact: true })).toHaveText('81903426');
    await expect(page.getByLabel('IPv4-mapped IPv6 address', { exact: true })).toHaveText('::ffff:129.144.52.38');
    await expect(page.getByLabel('IPv4-mapped IPv6 address (expanded)', { exact: true })).toHaveText('0000:0000:0000:0000:0000:ffff:8190:3426');
    await expect(page.getByRole('button', { name: 'Copy Decimal' })).toBeVisible();

    await input.fill('0:0:0:0:0:FFFF:192.0.2.33');
    await expect(page.getByLabel('Dotted decimal', { exact: true })).toHaveText('192.0.2.33');
    await expect(page.getByLabel('NAT64 address', { exact: true })).toHaveText('64:ff9b::192.0.2.33');
    await expect(page.getByLabel('Address type', { exact: true })).toContainText('RFC 5737');
    await expect(input).toHaveAccessibleDescription(/IPv4-mapped IPv6 address/);

    await input.fill('0xC0586301');
    await expect(page.getByLabel('Dotted decimal', { exact: true })).toHaveText('192.88.99.1');
    await expect(page.getByLabel('6to4 prefix', { exact: true })).toHaveText('2002:c058:6301::/48');
  });

  await test.step('explains errors next to the field and keeps the text', async () => {
    const input = page.getByLabel('IPv4 address', { exact: true });
    await input.fill('192.168.1.300');
    await expect(page.getByRole('alert')).toHaveText('Octet 4 of the address is 300, but an octet must be from 0 to 255.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.fill('2001:db8::1');
    await expect(page.getByRole('alert')).toContainText('does not carry an IPv4 address');
    await expect(input).toHaveValue('2001:db8::1');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/ipv4-address-converter');
    const input = page.getByLabel('IPv4 address', { exact: true });
    await input.fill('3232235777');
    await expect(page.getByLabel('Dotted decimal', { exact: true })).toHaveText('192.168.1.1');
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => savedState(page, 'ipv4-address-converter'), { intervals: STORAGE_POLL }).toContain('3232235777');
    await reopenTool(page);
    await expect(input).toHaveValue('3232235777');

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByLabel('IPv4 address', { exact: true })).toHaveValue('3232235777');
    await expect(other.getByLabel('Hexadecimal', { exact: true })).toHaveText('C0A80101');
  });
});
