import { createHash, randomBytes } from 'node:crypto';
import { closeSync, ftruncateSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

const digestOf = (algorithm: string, data: Buffer) => createHash(algorithm).update(data).digest('hex');
const output = (page: import('@playwright/test').Page, algorithm: string) => page.getByRole('status', { name: algorithm, exact: true });

test('file-hasher: hashes a file in the worker and checks an expected hash; cancels a large file mid-way and stays usable; state survives a reload and travels in a link (the file does not); the NIST "abc" example hashes the built-in sample and reports the match; a chosen file replaces it', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('hashes a file in the worker and checks an expected hash', async () => {
    await openTool(page, '/file-hasher');
    await expect(page.getByRole('heading', { level: 1, name: 'File Hasher' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'SHA-256' })).toBeChecked();

    // Over one 1 MiB read chunk (DEFAULT_CHUNK_SIZE), ending in a partial one: every file is hashed in the worker.
    const data = randomBytes(1024 * 1024 + 123);
    // Set by its path: a buffer's bytes would cross Playwright's protocol (measured: 0.8 s for 1.3 MB, 0.08 s by path).
    const randomPath = testInfo.outputPath('random.bin');
    writeFileSync(randomPath, data);
    await page.locator('input[type=file]').setInputFiles(randomPath);
    // Node's crypto (OpenSSL) is the independent reference. SHA-256 alone: the WebCrypto path.
    await expect(output(page, 'SHA-256')).toHaveText(digestOf('sha256', data));
    const size = `${(data.length / 1_000_000).toFixed(1)} MB`; // SI units, one decimal
    await expect(page.getByText(`${size} hashed in`)).toContainText(/ hashed in .+ \(.+ MB\/s\)/);

    // Choosing more algorithms hashes the file again (WebCrypto + hash-wasm in one pass).
    await page.getByRole('checkbox', { name: 'MD5' }).check();
    await page.getByRole('checkbox', { name: 'SHA3-256' }).check();
    await expect(output(page, 'MD5')).toHaveText(digestOf('md5', data));
    await expect(output(page, 'SHA3-256')).toHaveText(digestOf('sha3-256', data));
    await expect(output(page, 'SHA-256')).toHaveText(digestOf('sha256', data));

    const expected = page.getByLabel('Expected hash (optional)');
    await expected.fill(`${digestOf('md5', data).toUpperCase()}  random.bin`);
    await expect(page.getByText("The expected hash equals the file's MD5 digest.")).toBeVisible();
    await expected.fill('00'.repeat(32));
    await expect(page.getByRole('alert').filter({ hasText: 'No match' })).toBeVisible();
    await expected.fill('12zz!');
    await expect(page.getByText('unexpected "!" at position 5')).toBeVisible();
  });

  await test.step('cancels a large file mid-way and stays usable', async () => {
    // 300 MB with every algorithm selected: several seconds of work, so Cancel lands mid-way. A
    // sparse file (zeros) costs nothing to make and takes the hashers as long as random bytes.
    const path = testInfo.outputPath('large.bin');
    const fd = openSync(path, 'w');
    ftruncateSync(fd, 300 * 1024 * 1024);
    closeSync(fd);

    await openTool(page, '/file-hasher');
    await expect(page.getByRole('checkbox', { name: 'SHA-256' })).toBeChecked(); // the tool has loaded
    const boxes = page.getByRole('checkbox');
    await expect(boxes).toHaveCount(28); // the 27 algorithms of @handy-tools/compute (HASH_ALGORITHMS) and "All algorithms"
    await page.getByRole('checkbox', { name: 'All algorithms' }).check();
    for (const box of await boxes.all()) await expect(box).toBeChecked();
    await page.locator('input[type=file]').setInputFiles(path);
    const progress = page.getByRole('progressbar', { name: 'Hashing large.bin' });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Hashing cancelled')).toBeVisible();
    await expect(progress).toHaveCount(0);
    await expect(output(page, 'SHA-256')).toHaveCount(0);
    rmSync(path, { force: true });

    // Still usable: the next file is hashed (by fresh workers) with every algorithm.
    const data = randomBytes(100_000);
    await page.locator('input[type=file]').setInputFiles({ name: 'small.bin', mimeType: 'application/octet-stream', buffer: data });
    for (const [algorithm, name] of [
      ['MD5', 'md5'],
      ['SHA-1', 'sha1'],
      ['SHA-512', 'sha512'],
      ['SHA3-512', 'sha3-512'],
      ['RIPEMD-160', 'ripemd160'],
      ['BLAKE2b-512', 'blake2b512'],
      ['BLAKE2s-256', 'blake2s256'],
      ['SM3', 'sm3'],
    ]) {
      await expect(output(page, algorithm!)).toHaveText(digestOf(name!, data));
    }
    await expect(output(page, 'CRC-32')).toHaveText(crc32(data).toString(16).padStart(8, '0'));
    // A zlib stream ends with the Adler-32 of its data (RFC 1950 §2.2).
    await expect(output(page, 'Adler-32')).toHaveText(deflateSync(data).subarray(-4).toString('hex'));
  });

  await test.step('state survives a reload and travels in a link (the file does not)', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/file-hasher');
    await page.getByRole('checkbox', { name: 'MD5' }).check();
    await page.getByLabel('Digest encoding').selectOption('base64url');
    const md5 = '900150983cd24fb0d6963f7d28e17f72'; // MD5("abc"), RFC 1321 A.5
    await page.getByLabel('Expected hash (optional)').fill(md5);
    await expect(page.getByRole('status').filter({ hasText: 'Choose a file to hash' })).toBeVisible();
    const query = new URL(page.url()).searchParams;
    expect(JSON.parse(query.get('algorithms')!)).toEqual(['MD5', 'SHA-256']);
    expect(query.get('encoding')).toBe('base64url');
    expect(query.has('expected')).toBe(false);


    await expect.poll(() => savedState(page, 'file-hasher'), { intervals: STORAGE_POLL }).toContain(md5);
    await reopenTool(page);
    await expect(page.getByRole('checkbox', { name: 'MD5' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'SHA-256' })).toBeChecked();
    await expect(page.getByLabel('Expected hash (optional)')).toHaveValue(md5);
    await expect(page.getByLabel('Digest encoding')).toHaveValue('base64url');
    await expect(page.getByText('Chosen files')).toHaveCount(0);

    await page.locator('input[type=file]').setInputFiles({ name: 'abc.txt', mimeType: 'text/plain', buffer: Buffer.from('abc') });
    await expect(output(page, 'MD5')).toHaveText(Buffer.from(md5, 'hex').toString('base64url'));
    await expect(page.getByText("The expected hash equals the file's MD5 digest.")).toBeVisible();

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByRole('checkbox', { name: 'MD5' })).toBeChecked();
    await expect(other.getByLabel('Expected hash (optional)')).toHaveValue(md5);
  });

  await test.step('the NIST "abc" example hashes the built-in sample and reports the match; a chosen file replaces it', async () => {
    await openTool(page, '/file-hasher');
    await page.getByTestId('tool-example').filter({ hasText: 'Check "abc"' }).click();
    // FIPS 180-4 example: SHA-256("abc").
    await expect(output(page, 'SHA-256')).toHaveText('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    await expect(page.getByText("The expected hash equals the file's SHA-256 digest.")).toBeVisible();
    await expect(page).toHaveURL(/sample=abc/);
    const data = Buffer.from('handy');
    await page.locator('input[type=file]').setInputFiles({ name: 'h.txt', mimeType: 'text/plain', buffer: data });
    await expect(output(page, 'SHA-256')).toHaveText(digestOf('sha256', data));
    await expect(page).not.toHaveURL(/sample=abc/);
  });
});
