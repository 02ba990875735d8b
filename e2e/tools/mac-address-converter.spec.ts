import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// RFC 2464 §4: the MAC 34-56-78-9A-BC-DE has the interface identifier 36-56-78-FF-FE-9A-BC-DE,
// so its link-local address is fe80::3656:78ff:fe9a:bcde (RFC 4291 §2.5.6).

test('mac-address-converter: converts between notations and derives the link-local address; explains a bad address; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await test.step('converts between notations and derives the link-local address', async () => {
    await openTool(page, '/mac-address-converter');
    const input = page.getByLabel('MAC address', { exact: true });
    await input.fill('3456.789a.bcde');
    await expect(page.getByLabel('Colon notation (IETF, Linux, macOS)', { exact: true })).toHaveText('34:56:78:9a:bc:de');
    await expect(page.getByLabel('Hyphen notation (IEEE 802, Windows)', { exact: true })).toHaveText('34-56-78-9A-BC-DE');
    await expect(page.getByLabel('Modified EUI-64 (hyphen)', { exact: true })).toHaveText('36-56-78-FF-FE-9A-BC-DE');
    await expect(page.getByLabel('IPv6 link-local address', { exact: true })).toHaveText('fe80::3656:78ff:fe9a:bcde');
    await page.getByRole('button', { name: 'Uppercase', exact: true }).click();
    await expect(page.getByLabel('Cisco dot notation', { exact: true })).toHaveText('3456.789A.BCDE');
  });

  await test.step('explains a bad address', async () => {
    const input = page.getByLabel('MAC address', { exact: true });
    await input.fill('00:1b:6g:84:45:e6');
    await expect(page.getByRole('alert')).toHaveText('Character 8 "g" is not a hexadecimal digit (0–9, a–f) nor a separator (":", "-", "." or a space).');
    await expect(input).toHaveValue('00:1b:6g:84:45:e6');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/mac-address-converter');
    await page.getByLabel('MAC address', { exact: true }).fill('00-00-5E-00-53-01');
    await page.getByRole('button', { name: 'Lowercase', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('letterCase')).toBe('lower');
    await expect.poll(() => savedState(page, 'mac-address-converter'), { intervals: STORAGE_POLL }).toContain('00-00-5E-00-53-01');
    await reopenTool(page);
    await expect(page.getByLabel('Hyphen notation (IEEE 802, Windows)', { exact: true })).toHaveText('00-00-5e-00-53-01');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('MAC address', { exact: true })).toHaveValue('00-00-5E-00-53-01');
    await expect(page.getByLabel('OUI (first 3 octets)', { exact: true })).toHaveText('00-00-5e');
  });
});
