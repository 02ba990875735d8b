import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// 192.168.1.1 is 192·2^24 + 168·2^16 + 1·2^8 + 1; 2001:db8::1 (RFC 3849) is 0x20010db8 followed by 0…01.

test('integers-to-ip: converts integers to IPv4 and IPv6 and addresses back; explains a bad entry; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // the steps' budgets, summed
  await test.step('converts integers to IPv4 and IPv6 and addresses back', async () => {
    await openTool(page, '/integers-to-ip');
    const input = page.getByLabel('Integers or IP addresses', { exact: true });
    await input.fill(`${192 * 2 ** 24 + 168 * 2 ** 16 + 2 ** 8 + 1} 0x20010db8000000000000000000000001\n2001:db8::1`);
    const table = page.getByRole('table', { name: 'Conversions' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(page.getByLabel('IPv4 of 3232235777', { exact: true })).toHaveText('192.168.1.1');
    await expect(page.getByLabel('IPv6 of 0x20010db8000000000000000000000001', { exact: true })).toHaveText('2001:db8::1');
    await expect(page.getByLabel('Decimal of 2001:db8::1', { exact: true })).toHaveText(((0x20010db8n << 96n) | 1n).toString());

    await page.getByRole('button', { name: 'Hexadecimal', exact: true }).click();
    await input.fill('c0a80101');
    await expect(page.getByLabel('IPv4 of c0a80101', { exact: true })).toHaveText('192.168.1.1');
    await expect(page).toHaveURL(/[?&]base=16/);
  });

  await test.step('explains a bad entry and keeps the others', async () => {
    const input = page.getByLabel('Integers or IP addresses', { exact: true });
    await input.fill('ff\n0x1 zz');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toContainText('Line 2, column 5: "z" in "zz"');
    await expect(page.getByLabel('IPv4 of 0x1', { exact: true })).toHaveText('0.0.0.1');
    await expect(input).toHaveValue('ff\n0x1 zz');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/integers-to-ip');
    const input = page.getByLabel('Integers or IP addresses', { exact: true });
    await input.fill('2130706433');
    await expect(page.getByLabel('IPv4 of 2130706433', { exact: true })).toHaveText('127.0.0.1');
    await expect.poll(() => savedState(page, 'integers-to-ip'), { intervals: STORAGE_POLL }).toContain('2130706433');
    await reopenTool(page);
    await expect(input).toHaveValue('2130706433');

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByLabel('IPv6 of 2130706433', { exact: true })).toHaveText('::7f00:1');
  });
});
