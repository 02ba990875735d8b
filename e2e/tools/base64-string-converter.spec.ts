import { expect, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/base64-string-converter');
});

test('encodes text to Base64 as you type (RFC 4648 §10 vectors)', async ({ page }) => {
  const input = page.getByLabel('Text to encode', { exact: true });
  const output = page.getByLabel('Base64 of the text', { exact: true });
  await input.fill('foobar');
  await expect(output).toHaveValue('Zm9vYmFy');
  await input.fill('fo');
  await expect(output).toHaveValue('Zm8=');
});

test('uses the URL-safe alphabet without padding when asked', async ({ page }) => {
  await page.getByLabel('Text to encode', { exact: true }).fill('<<???>>');
  const output = page.getByLabel('Base64 of the text', { exact: true });
  await expect(output).toHaveValue('PDw/Pz8+Pg==');
  await page.getByRole('button', { name: 'URL-safe (- _)' }).click();
  await expect(output).toHaveValue('PDw_Pz8-Pg==');
  await page.getByRole('button', { name: 'Without' }).click();
  await expect(output).toHaveValue('PDw_Pz8-Pg');
});

test('decodes Base64 to UTF-8 text', async ({ page }) => {
  await page.getByLabel('Base64 to decode', { exact: true }).fill('SGFuZHkgVG9vbHMg4pyT');
  await expect(page.getByLabel('Decoded text', { exact: true })).toHaveValue('Handy Tools ✓');
});

test('names the problem in invalid Base64 and keeps the text', async ({ page }) => {
  const input = page.getByLabel('Base64 to decode', { exact: true });
  await input.fill('Zm9v!mFy');
  await expect(input).toHaveAccessibleDescription(/Invalid character "!" at position 5/);
  await expect(input).toHaveValue('Zm9v!mFy');
  await expect(page.getByLabel('Decoded text', { exact: true })).toHaveValue('');

  await input.fill('/w==');
  await expect(input).toHaveAccessibleDescription(/not valid UTF-8 text: byte 1 of 1 \(0xFF\)/);
});
