import { gzipSync } from 'node:zlib';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('file-type: detects dropped files from their magic bytes (many at once, text gets a charset); reads hex; names a bad hex digit; keeps the hex', async ({
  page,
}) => {
  await test.step('detects several files at once', async () => {
    await openTool(page, '/file-type');
    await page.locator('input[type="file"]').setInputFiles([
      // RFC 1952 gzip made by Node's zlib, named .txt on purpose: the name is not trusted.
      { name: 'notes.txt', mimeType: 'text/plain', buffer: gzipSync('hello') },
      { name: 'doc.bin', mimeType: 'application/octet-stream', buffer: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1') },
      { name: 'readme', mimeType: 'application/octet-stream', buffer: Buffer.from('caf\u00e9 au lait\n', 'utf8') },
    ]);
    const table = page.getByRole('table', { name: 'Detected types' });
    await expect(table.getByRole('row', { name: /notes\.txt/ })).toContainText('application/gzip');
    await expect(table.getByRole('row', { name: /notes\.txt/ }).locator('mark')).toHaveText('1f 8b');
    await expect(table.getByRole('row', { name: /doc\.bin/ })).toContainText('PDF document');
    await expect(table.getByRole('row', { name: /readme/ })).toContainText('No signature: probably text (UTF-8, LF line endings)');
  });

  await test.step('reads an xxd dump and names a bad hex digit', async () => {
    const input = page.getByLabel('First bytes (hex)', { exact: true });
    await input.fill('00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG........IHDR');
    await expect(page.locator('output[aria-label="MIME type"]')).toHaveText('image/png');
    await expect(page.locator('output[aria-label="Extension"]')).toHaveText('.png');
    await input.fill('89 50 4g');
    await expect(input).toHaveAccessibleDescription(/Line 1, column 8: "g" is not a hexadecimal digit\./);
    await input.fill('1f 8b 08 00');
  });

  await test.step('keeps the hex after a reload', async () => {
    await expect.poll(() => savedState(page, 'file-type'), { intervals: STORAGE_POLL }).toContain('1f 8b 08 00');
    await reopenTool(page);
    await expect(page.locator('output[aria-label="MIME type"]')).toHaveText('application/gzip');
  });
});
