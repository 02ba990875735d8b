import { writeFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

const hex = (page: import('@playwright/test').Page, name: string) => page.getByRole('status', { name: `${name} hex`, exact: true });

test('crc-calculator: catalogue check values as you type; bad hex located, text kept; a file over one 1 MiB read chunk in the worker; state and link', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  await test.step('computes the catalogue check values of "123456789" as you type', async () => {
    await openTool(page, '/crc-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'CRC calculator' })).toBeVisible();
    await page.getByLabel('Input', { exact: true }).fill('123456789');
    // Check values from Greg Cook's Catalogue of parametrised CRC algorithms.
    for (const [name, check] of [
      ['CRC-8/SMBUS', 'f4'],
      ['CRC-8/MAXIM-DOW', 'a1'],
      ['CRC-8/DVB-S2', 'bc'],
      ['CRC-16/ARC', 'bb3d'],
      ['CRC-16/IBM-3740', '29b1'],
      ['CRC-16/MODBUS', '4b37'],
      ['CRC-16/KERMIT', '2189'],
      ['CRC-16/XMODEM', '31c3'],
      ['CRC-24/OPENPGP', '21cf02'],
      ['CRC-32/ISO-HDLC', 'cbf43926'],
      ['CRC-32/MPEG-2', '0376e6e7'],
      ['CRC-32/JAMCRC', '340bc6d9'],
      ['CRC-32/ISCSI', 'e3069283'],
    ]) {
      await expect(hex(page, name!)).toHaveText(check!);
    }
    await expect(page.getByRole('status', { name: 'CRC-32/ISO-HDLC decimal', exact: true })).toHaveText(String(0xcbf43926));
    // The same bytes written in hex.
    await page.getByRole('group', { name: 'Input format' }).getByRole('button', { name: 'Hex' }).click();
    await page.getByLabel('Input', { exact: true }).fill('313233343536373839');
    await expect(hex(page, 'CRC-16/MODBUS')).toHaveText('4b37');
    // A catalogue alias finds its algorithm alone.
    await page.getByLabel('Find an algorithm').fill('CRC-16/CCITT-FALSE');
    await expect(page.getByRole('table', { name: 'CRCs of the input' }).locator('tbody tr')).toHaveCount(1);
    await expect(hex(page, 'CRC-16/IBM-3740')).toHaveText('29b1');
  });

  await test.step('shows where hex input is wrong and keeps the text', async () => {
    await page.getByRole('group', { name: 'Input format' }).getByRole('button', { name: 'Hex' }).click();
    const input = page.getByLabel('Input', { exact: true });
    await input.fill('01 0g');
    await expect(input).toHaveAccessibleDescription('The input: "g" at position 5 is not a hexadecimal digit (0–9, a–f).');
    await expect(input).toHaveValue('01 0g');
  });

  await test.step('computes the CRCs of a file in a Web Worker', async () => {
    await openTool(page, '/crc-calculator');
    // Over one 1 MiB read chunk (crcOfBlob), ending in a partial one: every file goes to the worker.
    const data = randomBytes(1024 * 1024 + 17);
    const worker = page.waitForEvent('worker', (w) => /crc\.worker/.test(w.url()));
    // Set by its path: a buffer's bytes would cross Playwright's protocol (measured: 0.8 s for 1.3 MB, 0.08 s by path).
    const randomPath = testInfo.outputPath('random.bin');
    writeFileSync(randomPath, data);
    await page.locator('input[type=file]').setInputFiles(randomPath);
    // The worker starts, loads its CRC code and reads the file: allow for a loaded CI machine.
    await expect(page.getByRole('heading', { name: 'CRCs of the file' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('list', { name: 'Chosen files' })).toHaveText('random.bin');
    // zlib's CRC-32 is the independent reference.
    await expect(hex(page, 'CRC-32/ISO-HDLC')).toHaveText(crc32(data).toString(16).padStart(8, '0'));
    // The file's checksums were computed off the main thread.
    await worker;
    await page.getByRole('button', { name: 'Use the text input again' }).click();
    await expect(page.getByRole('heading', { name: 'CRCs of the input' })).toBeVisible();
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/crc-calculator');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('group', { name: 'Input format' }).getByRole('button', { name: 'Base64' }).click();
    await page.getByLabel('Input', { exact: true }).fill('MTIzNDU2Nzg5');
    await expect(hex(page, 'CRC-32/ISCSI')).toHaveText('e3069283');
    expect(new URL(page.url()).searchParams.get('inputEncoding')).toBe('base64');
    await expect.poll(() => savedState(page, 'crc-calculator'), { intervals: STORAGE_POLL }).toContain('MTIzNDU2Nzg5');
    await reopenTool(page);
    await expect(page.getByLabel('Input', { exact: true })).toHaveValue('MTIzNDU2Nzg5');
    await expect(hex(page, 'CRC-32/ISCSI')).toHaveText('e3069283');

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByLabel('Input', { exact: true })).toHaveValue('MTIzNDU2Nzg5');
    await expect(hex(other, 'CRC-32/ISCSI')).toHaveText('e3069283');
  });
});
