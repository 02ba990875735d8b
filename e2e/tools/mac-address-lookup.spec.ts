import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// IEEE MA-L registry: 00-00-0C is Cisco Systems, 00-1B-63 Apple; MA-M: C8-5C-E2-7 is Synergy
// Systems and Solutions (India); 01-00-5E-… is IANA's multicast block (RFC 7042 §2.1).

test('mac-address-lookup: finds vendors in MA-L, MA-M and multicast, without a request; explains a bad line; input survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await test.step('finds vendors in MA-L, MA-M and multicast, without a request', async () => {
    await openTool(page, '/mac-address-lookup');
    await expect(page.getByText(/as published in oui-data \d+\.\d+\.\d+ \(\d{4}-\d\d-\d\d\)/)).toBeVisible();
    await page.getByLabel('MAC addresses', { exact: true }).fill('00:00:0c:07:ac:01\nC8-5C-E2-7A-BC-DE\n01:00:5e:00:00:fb');
    await expect(page.getByLabel('Organization of 00:00:0c:07:ac:01', { exact: true })).toHaveText('Cisco Systems, Inc');
    await expect(page.getByLabel('Block of 00:00:0c:07:ac:01', { exact: true })).toHaveText('00-00-0C (MA-L, /24)');
    await expect(page.getByLabel('Organization of C8-5C-E2-7A-BC-DE', { exact: true })).toHaveText('SYNERGY SYSTEMS AND SOLUTIONS');
    await expect(page.getByLabel('Block of C8-5C-E2-7A-BC-DE', { exact: true })).toHaveText('C8-5C-E2-7 (MA-M, /28)');
    await expect(page.getByLabel('Organization of 01:00:5e:00:00:fb', { exact: true })).toContainText('IANA');
  });

  await test.step('explains a bad line', async () => {
    const input = page.getByLabel('MAC addresses', { exact: true });
    await input.fill('00:00:0c:07:ac:01\n00:1b:6g:84:45:e6');
    await expect(page.getByRole('alert')).toHaveText(/^Line 2: Character 8 "g" is not a hexadecimal digit/);
    await expect(page.getByLabel('Organization of 00:00:0c:07:ac:01', { exact: true })).toHaveText('Cisco Systems, Inc');
  });

  await test.step('input survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/mac-address-lookup');
    await page.getByLabel('MAC addresses', { exact: true }).fill('001B.6384.45E6');
    await expect.poll(() => savedState(page, 'mac-address-lookup'), { intervals: STORAGE_POLL }).toContain('001B.6384.45E6');
    await reopenTool(page);
    await expect(page.getByLabel('Organization of 001B.6384.45E6', { exact: true })).toHaveText('Apple, Inc.');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('MAC addresses', { exact: true })).toHaveValue('001B.6384.45E6');
  });
});
