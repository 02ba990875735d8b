import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('smart-raw-converter: a raw value split into its fields for an attribute; bad input; state survives a reload and travels in a link', async ({ page, context }) => {
  const raw = () => page.getByRole('textbox', { name: 'Raw value', exact: true });

  await test.step('splits a raw value into the fields of its attribute', async () => {
    await openTool(page, '/smart-raw-converter');
    // smartmontools drivedb.h: Seagate attribute 1 is raw24/raw32 (errors / operations).
    await raw().fill('0xFE45E3');
    await expect(page.getByLabel('smartctl shows')).toHaveText('0/16664035');
    await expect(page.getByText('0 errors in 16664035 operations.')).toBeVisible();
    // atacmds.cpp: temperature 00 00 HH LL xx TT (Seagate) → 36 (Min/Max 18/46).
    await page.getByLabel('Attribute').selectOption('194');
    await raw().fill('0x00002E120024');
    await expect(page.getByLabel('smartctl shows')).toHaveText('36 (Min/Max 18/46)');
    await expect(page.getByLabel('Highest (°C)')).toHaveText('46');
  });

  await test.step('bad input shows a message', async () => {
    await openTool(page, '/smart-raw-converter');
    await raw().fill('12a4');
    await expect(page.getByRole('alert')).toHaveText('"a" at position 3 is not a decimal digit: write hexadecimal values with 0x.');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/smart-raw-converter');
    await page.getByLabel('Attribute').selectOption('9-msec24hour32');
    await raw().fill('0x01F400003039');
    await expect(page.getByLabel('smartctl shows')).toHaveText('12345h+00m+00.500s');
    await expect.poll(() => new URL(page.url()).searchParams.get('preset')).toBe('9-msec24hour32');
    await expect.poll(() => savedState(page, 'smart-raw-converter'), { intervals: STORAGE_POLL }).toContain('0x01F400003039');
    await reopenTool(page);
    await expect(page.getByLabel('smartctl shows')).toHaveText('12345h+00m+00.500s');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('smartctl shows')).toHaveText('12345h+00m+00.500s');
  });
});
