import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Cisco Aironet 1200 hardware installation guide (OL-8370-04), appendix G: controllers 10.126.126.2
// and 10.127.127.2 give "option 43 hex f1080a7e7e020a7f7f02". Ruckus KB 000008703: SmartZone at
// 192.168.1.120 gives 060d3139322e3136382e312e313230.

test('option43-generator: Cisco value and IOS lines, Ruckus and other servers; explains a bad address; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await test.step('Cisco value and IOS lines, Ruckus and other servers', async () => {
    await openTool(page, '/option43-generator');
    await page.getByLabel('Controller addresses', { exact: true }).fill('10.126.126.2\n10.127.127.2');
    await expect(page.getByLabel('Option 43 in hexadecimal', { exact: true })).toHaveText('f1080a7e7e020a7f7f02');
    await expect(page.getByLabel('Configuration lines', { exact: true })).toHaveValue('ip dhcp pool <pool name>\n option 43 hex f1080a7e7e020a7f7f02');

    await page.getByLabel('Access point vendor', { exact: true }).selectOption('ruckus-smartzone');
    await page.getByLabel('Controller addresses', { exact: true }).fill('192.168.1.120');
    await expect(page.getByLabel('Option 43 in hexadecimal', { exact: true })).toHaveText('060d3139322e3136382e312e313230');
    await expect(page.getByLabel('Option 60 sent by the access points', { exact: true })).toHaveText('Ruckus CPE');
    await page.getByLabel('DHCP server', { exact: true }).selectOption('mikrotik');
    await expect(page.getByLabel('Configuration lines', { exact: true })).toHaveValue(/add code=43 name=option43 value=0x060d3139322e3136382e312e313230/);
  });

  await test.step('explains a bad address', async () => {
    await page.getByLabel('Controller addresses', { exact: true }).fill('192.168.1.120\n192.168.1.300');
    await expect(page.getByRole('alert')).toContainText('Controller 2 on line 2');
    await expect(page.getByLabel('Controller addresses', { exact: true })).toHaveValue('192.168.1.120\n192.168.1.300');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/option43-generator');
    await page.getByLabel('Access point vendor', { exact: true }).selectOption('ubiquiti');
    await page.getByLabel('Controller addresses', { exact: true }).fill('192.168.150.2');
    await expect.poll(() => new URL(page.url()).searchParams.get('vendor')).toBe('ubiquiti');
    await expect.poll(() => savedState(page, 'option43-generator'), { intervals: STORAGE_POLL }).toContain('192.168.150.2');
    await reopenTool(page);
    // UniFi: sub-option 1, length 4, the address (0104c0a89602 for 192.168.150.2).
    await expect(page.getByLabel('Option 43 in hexadecimal', { exact: true })).toHaveText('0104c0a89602');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Controller addresses', { exact: true })).toHaveValue('192.168.150.2');
  });
});
