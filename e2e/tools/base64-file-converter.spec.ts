import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';

// A 1×1 PNG (signature 89 50 4E 47 0D 0A 1A 0A, then IHDR, IDAT and IEND chunks).
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGOQWBDxHwAD9AIQyQkDPAAAAABJRU5ErkJggg==';

test.beforeEach(async ({ page }) => {
  await page.goto('/base64-file-converter');
});

test('encodes an uploaded file to Base64 and a data URL', async ({ page }) => {
  await page.locator('input[type="file"]').setInputFiles({ name: 'hello.txt', mimeType: 'text/plain', buffer: Buffer.from('foobar') });
  // RFC 4648 §10: BASE64("foobar") = "Zm9vYmFy".
  await expect(page.getByLabel('Base64 of the file', { exact: true })).toHaveValue('Zm9vYmFy');
  await expect(page.getByLabel('Data URL of the file', { exact: true })).toHaveValue('data:text/plain;base64,Zm9vYmFy');
  await expect(page.getByRole('button', { name: 'Copy Base64' })).toBeVisible();
});

test('turns Base64 of a PNG into a downloadable image/png file', async ({ page }) => {
  await page.getByLabel('Base64 or data URL', { exact: true }).fill(PNG_BASE64);
  await expect(page.getByLabel('Detected type', { exact: true })).toHaveText('image/png');
  await expect(page.getByLabel('File name', { exact: true })).toHaveValue('file.png');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download file' }).click()]);
  expect(download.suggestedFilename()).toBe('file.png');
  const bytes = await readFile(await download.path());
  expect(bytes.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
});

test('names the problem in invalid Base64', async ({ page }) => {
  const input = page.getByLabel('Base64 or data URL', { exact: true });
  await input.fill('data:image/png;base64,iVBO*w0K');
  await expect(input).toHaveAccessibleDescription(/Invalid character "\*" at position 27/);
  await expect(page.getByLabel('Detected type', { exact: true })).toHaveCount(0);
});
