import { createHash } from 'node:crypto';
import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

/**
 * The RFC 4193 §3.2.2 Global ID computed independently with node:crypto: SHA-1 of the 64-bit NTP
 * time (RFC 5905 §6: seconds since 1900, 32-bit fraction) and the EUI-64, lowest 40 bits.
 */
function referencePrefix(unixMs: number, eui64Hex: string): string {
  const key = Buffer.alloc(16);
  key.writeUInt32BE(Math.floor(unixMs / 1000) + 2208988800, 0);
  key.writeUInt32BE(Math.floor(((unixMs % 1000) * 2 ** 32) / 1000), 4);
  Buffer.from(eui64Hex, 'hex').copy(key, 8);
  const id = `fd${createHash('sha1').update(key).digest('hex').slice(-10)}`;
  return `${[id.slice(0, 4), id.slice(4, 8), id.slice(8)].map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/48`;
}

test('ipv6-ula-generator: generates the RFC 4193 prefix of a time and MAC, a new one on demand; explains a bad MAC; the prefix survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // the steps' budgets, summed
  const prefix = page.getByLabel('ULA prefix (/48)', { exact: true });
  await test.step('generates the RFC 4193 prefix of a time and MAC, and a new one on demand', async () => {
    await openTool(page, '/ipv6-ula-generator');
    // The clock is read on open: a prefix appears without any action.
    await expect(prefix).toHaveText(/^fd[0-9a-f]{2}:[0-9a-f]{1,4}:[0-9a-f]{1,4}::\/48$/);

    // The example's fixed time (1 795 000 000 000 ms) and the MAC 00:00:5e:00:53:01 (modified EUI-64 0200:5eff:fe00:5301).
    await page.getByTestId('tool-example').filter({ hasText: 'RFC 4193 from a MAC at a fixed time' }).click();
    const expected = referencePrefix(1_795_000_000_000, '02005efffe005301');
    await expect(prefix).toHaveText(expected);
    await expect(page.getByLabel('EUI-64', { exact: true })).toHaveText('02005efffe005301');
    await expect(page.getByLabel('First /64', { exact: true })).toHaveText(expected.replace('::/48', '::/64'));
    await expect(page.getByLabel('First /64 subnets', { exact: true })).toHaveValue(/::\/64\n.*:1::\/64\n/);

    await page.getByRole('button', { name: 'Generate a new prefix' }).click();
    await expect(prefix).not.toHaveText(expected);
    await expect(prefix).toHaveText(/^fd/);
  });

  await test.step('explains a bad MAC next to the field', async () => {
    const mac = page.getByLabel('MAC address or EUI-64', { exact: true });
    await mac.fill('00:00:5e:00:53:zz');
    await expect(page.getByRole('alert')).toContainText('"z" at position 16 is not a hex digit');
    await expect(mac).toHaveAttribute('aria-invalid', 'true');
    await expect(mac).toHaveValue('00:00:5e:00:53:zz');
  });

  await test.step('the prefix survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/ipv6-ula-generator');
    await page.getByRole('button', { name: 'Random (CSPRNG)' }).click();
    await expect(page).toHaveURL(/[?&]method=random/);
    await expect(prefix).toHaveText(/^fd/);
    const generated = await prefix.textContent();
    await expect.poll(() => savedState(page, 'ipv6-ula-generator'), { intervals: STORAGE_POLL }).toMatch(/"random":"[0-9a-f]{10}"/);
    await reopenTool(page);
    await expect(prefix).toHaveText(generated!);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByLabel('ULA prefix (/48)', { exact: true })).toHaveText(generated!);
  });
});
