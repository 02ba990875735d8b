import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Drawn by libs/tool-codes/src/shared/scan/samples/make-samples.mjs (payloads listed there).
const WIFI_PNG = fileURLToPath(new URL('../../libs/tool-codes/src/shared/scan/samples/qr-wifi.png', import.meta.url));
const WIFI_TEXT = 'WIFI:T:WPA;S:Handy Café;P:correct horse\\;battery;H:false;;';

test('qr-code-decoder: a Wi-Fi QR code image is read in the worker and shown as fields; a payload without a network name is explained; the typed text survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const output = (name: string) => page.getByLabel(name, { exact: true });

  await test.step('an image is read and its payload shown as fields', async () => {
    await openTool(page, '/qr-code-decoder');
    await page.locator('input[type=file]').setInputFiles(WIFI_PNG);
    await expect(page.getByRole('textbox', { name: 'Decoded text of QR code 1' })).toHaveValue(WIFI_TEXT);
    await expect(output('Network name (SSID)')).toHaveText('Handy Café');
    await expect(output('Password')).toHaveText('correct horse;battery');
    await expect(page.getByText('1 code found.')).toBeVisible();
    await expect(page.getByText('M', { exact: true })).toBeVisible(); // error-correction level
  });

  await test.step('a Wi-Fi payload without a network name is explained next to the field', async () => {
    const field = page.getByRole('textbox', { name: 'QR code text' });
    await field.fill('WIFI:T:WPA;P:secret;;');
    await expect(field).toHaveAccessibleDescription(/no network name/);
  });

  await test.step('the typed text survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/qr-code-decoder');
    await page.getByRole('textbox', { name: 'QR code text' }).fill('geo:48.85837,2.294481?q=Eiffel%20Tower');
    await expect(output('Place')).toHaveText('Eiffel Tower');
    await expect.poll(() => savedState(page, 'qr-code-decoder'), { intervals: STORAGE_POLL }).toContain('geo:48.85837');
    await reopenTool(page);
    await expect(output('Latitude')).toHaveText('48.85837');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(output('Longitude')).toHaveText('2.294481');
  });
});
