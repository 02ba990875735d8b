import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('hex-file-converter: dumps a file as xxd and hexdump -C, and turns the dump back into the file; names the line and column of bad hex; state survives a reload and travels in a link; shows the first 16 KiB of a large file and downloads the full dump', async ({
  page,
}) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  await test.step('dumps a file as xxd and hexdump -C, and turns the dump back into the file', async () => {
    await openTool(page, '/hex-file-converter');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'hello.txt', mimeType: 'text/plain', buffer: Buffer.from('Hello, World!\n') });
    const dump = page.getByLabel('Hex dump of the file', { exact: true });
    // xxd(1) default layout: offset, groups of two bytes, ASCII column with "." for non-printables.
    await expect(dump).toHaveValue('00000000: 4865 6c6c 6f2c 2057 6f72 6c64 210a       Hello, World!.\n');
    await page.getByRole('button', { name: 'hexdump -C', exact: true }).click();
    await expect(dump).toHaveValue('00000000  48 65 6c 6c 6f 2c 20 57  6f 72 6c 64 21 0a        |Hello, World!.|\n0000000e\n');

    await page.getByLabel('Hex or hex dump', { exact: true }).fill('00000000: 4865 6c6c 6f2c 2057 6f72 6c64 210a       Hello, World!.');
    await expect(page.getByLabel('Decoded size', { exact: true })).toHaveText('14 bytes');
    await page.getByLabel('File name', { exact: true }).fill('hello.txt');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download file' }).click()]);
    expect(download.suggestedFilename()).toBe('hello.txt');
    expect((await readFile(await download.path())).toString('latin1')).toBe('Hello, World!\n');
  });

  await test.step('names the line and column of bad hex', async () => {
    await openTool(page, '/hex-file-converter');
    const input = page.getByLabel('Hex or hex dump', { exact: true });
    await input.fill('00000000: 4865 6c6c\n00000004: 6f2c 2G57  o, W');
    await expect(input).toHaveAccessibleDescription(/^Invalid character "G" at line 2, column 17/);
    await expect(input).toHaveValue('00000000: 4865 6c6c\n00000004: 6f2c 2G57  o, W');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/hex-file-converter');
    await page.getByRole('button', { name: 'Spaced hex' }).click();
    await page.getByLabel('Upper-case hex').check();
    const input = page.getByLabel('Hex or hex dump', { exact: true });
    await input.fill('de ad be ef');
    await expect(page.getByLabel('Decoded size', { exact: true })).toHaveText('4 bytes');
    await expect.poll(() => new URL(page.url()).searchParams.get('format')).toBe('spaced');
    expect(page.url()).not.toContain('dead');
    await expect.poll(() => savedState(page, 'hex-file-converter'), { intervals: STORAGE_POLL }).toContain('de ad be ef');
    await reopenTool(page);
    await expect(input).toHaveValue('de ad be ef');
    await expect(page.getByRole('button', { name: 'Spaced hex' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Upper-case hex')).toBeChecked();
  });

  await test.step('shows the first 16 KiB of a large file and downloads the full dump', async () => {
    await openTool(page, '/hex-file-converter');
    const bytes = Buffer.alloc(100 * 1024, 0x41); // 100 KiB of "A"
    await page.locator('input[type="file"]').setInputFiles({ name: 'big.bin', mimeType: 'application/octet-stream', buffer: bytes });
    const dump = page.getByLabel('Hex dump of the file', { exact: true });
    await expect(dump).toHaveAccessibleDescription(/the page shows the first/);
    // 16 KiB = 1024 rows of 16 bytes; the last shown row starts at 0x3FF0.
    await expect(dump).toHaveValue(/\n00003ff0: 4141 4141 4141 4141 4141 4141 4141 4141 {2}A{16}\n$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download full dump' }).click()]);
    expect(download.suggestedFilename()).toBe('big.bin.hex');
    const text = (await readFile(await download.path())).toString('latin1');
    expect(text.split('\n')).toHaveLength(6400 + 1);
    expect(text.endsWith('00018ff0: 4141 4141 4141 4141 4141 4141 4141 4141  AAAAAAAAAAAAAAAA\n')).toBe(true);
  });
});
