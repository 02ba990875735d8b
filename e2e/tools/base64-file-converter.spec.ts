import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

// A 1×1 PNG (signature 89 50 4E 47 0D 0A 1A 0A, then IHDR, IDAT and IEND chunks).
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGOQWBDxHwAD9AIQyQkDPAAAAABJRU5ErkJggg==';

test('base64-file-converter: file to Base64 and data URL; Base64 of a PNG to a download; invalid Base64; state and link; every example', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('encodes an uploaded file to Base64 and a data URL', async () => {
    await openTool(page, '/base64-file-converter');
    await page.locator('input[type="file"]').setInputFiles({ name: 'hello.txt', mimeType: 'text/plain', buffer: Buffer.from('foobar') });
    // RFC 4648 §10: BASE64("foobar") = "Zm9vYmFy".
    await expect(page.getByLabel('Base64 of the file', { exact: true })).toHaveValue('Zm9vYmFy');
    await expect(page.getByLabel('Data URL of the file', { exact: true })).toHaveValue('data:text/plain;base64,Zm9vYmFy');
    await expect(page.getByRole('button', { name: 'Copy Base64' })).toBeVisible();
  });

  await test.step('turns Base64 of a PNG into a downloadable image/png file', async () => {
    await page.getByLabel('Base64 or data URL', { exact: true }).fill(PNG_BASE64);
    await expect(page.getByLabel('Detected type', { exact: true })).toHaveText('image/png');
    await expect(page.getByLabel('File name', { exact: true })).toHaveValue('file.png');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download file' }).click()]);
    expect(download.suggestedFilename()).toBe('file.png');
    const bytes = await readFile(await download.path());
    expect(bytes.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  await test.step('names the problem in invalid Base64', async () => {
    await openTool(page, '/base64-file-converter');
    const input = page.getByLabel('Base64 or data URL', { exact: true });
    await input.fill('data:image/png;base64,iVBO*w0K');
    await expect(input).toHaveAccessibleDescription(/Invalid character "\*" at position 27/);
    await expect(page.getByLabel('Detected type', { exact: true })).toHaveCount(0);
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/base64-file-converter');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The tool has no options: its only state is the "Base64 or data URL" input. The file stays out of it.
    await page.locator('input[type="file"]').setInputFiles({ name: 'hello.txt', mimeType: 'text/plain', buffer: Buffer.from('foobar') });
    await expect(page.getByLabel('Base64 of the file', { exact: true })).toHaveValue('Zm9vYmFy');
    await page.getByLabel('Base64 or data URL', { exact: true }).fill(PNG_BASE64);
    await expect(page.getByLabel('Detected type', { exact: true })).toHaveText('image/png');
    expect(new URL(page.url()).search).toBe('');
    expect(page.url()).not.toContain('iVBOR');
    await expect.poll(() => savedState(page, 'base64-file-converter'), { intervals: STORAGE_POLL }).toContain(PNG_BASE64);

    await reopenTool(page);
    await expect(page.getByLabel('Base64 or data URL', { exact: true })).toHaveValue(PNG_BASE64);
    await expect(page.getByLabel('Detected type', { exact: true })).toHaveText('image/png');
    // The file and its Base64 are not restored.
    await expect(page.getByLabel('Base64 of the file', { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('tool-state:base64-file-converter'))).not.toContain('Zm9vYmFy');

    // "Copy link" carries the input in the fragment; opening it restores it over what is saved.
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).hash).toMatch(/^#state=/);
    await page.getByLabel('Base64 or data URL', { exact: true }).fill('Zm9vYmFy');
    await expect.poll(() => savedState(page, 'base64-file-converter'), { intervals: STORAGE_POLL }).toContain('Zm9vYmFy');
    await openLink(page, link, { keepStorage: true });
    await expect(page.getByLabel('Base64 or data URL', { exact: true })).toHaveValue(PNG_BASE64);
    await expect(page.getByLabel('Detected type', { exact: true })).toHaveText('image/png');
  });

  await test.step('every example loads into a visible result without an error', async () => {
    await openTool(page, '/base64-file-converter');
    const examples = page.getByRole('group', { name: 'Examples' });
    const type = page.getByLabel('Detected type', { exact: true });
    const size = page.getByLabel('Decoded size', { exact: true });
    // The 1×1 PNG is 70 bytes; "Hello, world!" is 13 bytes of text/plain declared by the data URL (RFC 2397).
    const cases: [string, string, string][] = [
      ['1×1 PNG image', 'image/png', '70 bytes'],
      ['Text data URL', 'text/plain', '13 bytes'],
    ];
    await expect(examples.getByRole('button')).toHaveCount(cases.length);
    for (const [label, mime, bytes] of cases) {
      await examples.getByRole('button', { name: label, exact: true }).click();
      await expect(type).toHaveText(mime);
      await expect(size).toHaveText(bytes);
      await expect(page.getByRole('button', { name: 'Download file' })).toBeEnabled();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByTestId('restore-notices')).toHaveCount(0);
    }
  });
});
