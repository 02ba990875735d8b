import { readFile } from 'node:fs/promises';
import zlib from 'node:zlib';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

// Node's zlib is the independent reference for every expected byte below.

test('gzip-converter: compresses text to gzip and zlib, as Base64 or hex; decompresses Base64 gzip, detecting the container, and names bad input; decompresses a .gz file and downloads the result; compresses a file and the download is valid gzip; state survives a reload and travels in a link', async ({
  page,
}) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('compresses text to gzip and zlib, as Base64 or hex', async () => {
    await openTool(page, '/gzip-converter');
    const output = page.getByLabel('Compressed data', { exact: true });
    await page.getByLabel('Text to compress', { exact: true }).fill('hello');
    await expect(output).toHaveValue(zlib.gzipSync('hello').toString('base64'));
    await page.getByRole('button', { name: 'zlib', exact: true }).first().click();
    await page.getByRole('button', { name: 'Hex', exact: true }).first().click();
    await expect(output).toHaveValue(zlib.deflateSync('hello').toString('hex').toUpperCase());
  });

  await test.step('decompresses Base64 gzip, detecting the container, and names bad input', async () => {
    await openTool(page, '/gzip-converter');
    const input = page.getByLabel('Compressed data to decompress', { exact: true });
    await input.fill(zlib.gzipSync('hello, world').toString('base64'));
    await expect(page.getByLabel('Decompressed text', { exact: true })).toHaveValue('hello, world');
    await input.fill('H4sI*AAA');
    await expect(input).toHaveAccessibleDescription(/Invalid character "\*" at position 5/);
    const corrupt = Buffer.from(zlib.gzipSync('hello'));
    corrupt.writeUInt8(corrupt.readUInt8(corrupt.length - 8) ^ 0xff, corrupt.length - 8);
    await input.fill(corrupt.toString('base64'));
    await expect(input).toHaveAccessibleDescription(/gzip CRC-32 does not match/);
    await expect(input).toHaveValue(corrupt.toString('base64'));
  });

  await test.step('decompresses a .gz file and downloads the result', async () => {
    await openTool(page, '/gzip-converter');
    await page
      .locator('input[type="file"]')
      .nth(1)
      .setInputFiles({ name: 'notes.txt.gz', mimeType: 'application/gzip', buffer: zlib.gzipSync('file contents') });
    await expect(page.getByLabel('Decompressed text', { exact: true })).toHaveValue('file contents');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download decompressed file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('notes.txt');
    expect((await readFile(await download.path())).toString()).toBe('file contents');
  });

  await test.step('compresses a file and the download is valid gzip', async () => {
    await openTool(page, '/gzip-converter');
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'data.txt', mimeType: 'text/plain', buffer: Buffer.from('abc'.repeat(1000)) });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download compressed file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('data.txt.gz');
    expect(zlib.gunzipSync(await readFile(await download.path())).toString()).toBe('abc'.repeat(1000));
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/gzip-converter');
    await page.getByRole('button', { name: 'Raw DEFLATE', exact: true }).first().click();
    const text = page.getByLabel('Text to compress', { exact: true });
    await text.fill('hello');
    const output = page.getByLabel('Compressed data', { exact: true });
    await expect(output).toHaveValue(zlib.deflateRawSync('hello').toString('base64'));
    await expect.poll(() => new URL(page.url()).searchParams.get('format')).toBe('deflate-raw');
    await expect.poll(() => savedState(page, 'gzip-converter'), { intervals: STORAGE_POLL }).toContain('hello');

    await reopenTool(page);
    await expect(text).toHaveValue('hello');
    await expect(output).toHaveValue(zlib.deflateRawSync('hello').toString('base64'));
  });
});
