import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('wifi-qrcode-generator: writes the WIFI: text with escaping, WPA3-only and hidden flags, and its QR code; a short WPA password is explained; the SSID is remembered, the password never', async ({
  page,
}) => {
  test.setTimeout(60_000); // the steps' budgets, summed, on a busy machine
  const ssid = () => page.getByRole('textbox', { name: 'Network name (SSID)' });
  const password = () => page.getByLabel('Password', { exact: true });
  const payload = () => page.getByRole('textbox', { name: 'Wi-Fi QR code text' });

  await test.step('a hidden WPA3-only network: T:WPA;R:1 (WPA3 Specification §7), escaped ";" (ZXing), H:true', async () => {
    await openTool(page, '/wifi-qrcode-generator');
    await page.getByLabel('Security').selectOption('WPA3');
    await ssid().fill('Home; 5 GHz');
    await password().fill('correct horse battery staple');
    await page.getByRole('checkbox', { name: 'Hidden network (does not broadcast its name)' }).check();
    await expect(payload()).toHaveValue('WIFI:T:WPA;R:1;S:Home\\; 5 GHz;H:true;P:correct horse battery staple;;');
    await expect(page.getByRole('img', { name: 'QR code to join the Wi-Fi network' })).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await page.getByLabel('Security').selectOption('nopass');
    await expect(payload()).toHaveValue('WIFI:T:nopass;S:Home\\; 5 GHz;H:true;;');
  });

  await test.step('a WPA password shorter than 8 characters is explained next to the field', async () => {
    await page.getByLabel('Security').selectOption('WPA');
    await password().fill('short');
    await expect(password()).toHaveAccessibleDescription('A WPA passphrase has 8 to 63 characters (IEEE 802.11i); this one has 5.');
    await expect(payload()).toHaveValue('');
  });

  await test.step('the SSID survives a reload; the password is never stored', async () => {
    await password().fill('correct horse battery staple');
    await expect(payload()).toHaveValue('WIFI:T:WPA;S:Home\\; 5 GHz;H:true;P:correct horse battery staple;;');
    await expect.poll(() => savedState(page, 'wifi-qrcode-generator'), { intervals: STORAGE_POLL }).toContain('Home; 5 GHz');
    expect(await savedState(page, 'wifi-qrcode-generator')).not.toContain('correct horse');
    await reopenTool(page);
    await expect(ssid()).toHaveValue('Home; 5 GHz');
    await expect(password()).toHaveValue('');
  });
});
