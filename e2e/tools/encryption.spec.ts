import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// `printf 'Grüße, world! 🔐' | openssl enc -aes-256-cbc -md md5 -a -salt -pass pass:secret` (OpenSSL 3.0.19).
const OPENSSL_AES256_MD5 = 'U2FsdGVkX1/XFiOmQnrtAmr4w/x/EZG+hd5Ro4B9y4AVf952/3MDLJTZ+C8Y1A23';

test('encryption: decrypts OpenSSL output and what it encrypts; a wrong passphrase is an error, not garbage; state and link, never the passphrase', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('decrypts OpenSSL output, and what it encrypts decrypts back', async () => {
    await openTool(page, '/encryption');
    await page.getByRole('button', { name: 'Decrypt', exact: true }).click();
    await page.getByLabel('Passphrase', { exact: true }).fill('secret');
    await page.getByLabel('Ciphertext (Base64)', { exact: true }).fill(OPENSSL_AES256_MD5);
    await expect(page.getByLabel('Decrypted text', { exact: true })).toHaveValue('Grüße, world! 🔐');
    await expect(page.getByLabel('Ciphertext details', { exact: true })).toContainText('OpenSSL salted format');

    await page.getByRole('button', { name: 'Encrypt', exact: true }).click();
    await page.getByLabel('Algorithm', { exact: true }).selectOption('aes-gcm');
    await page.getByLabel('Text to encrypt', { exact: true }).fill('attack at dawn');
    const encrypted = page.getByLabel('Encrypted text (Base64)', { exact: true });
    await expect(encrypted).toHaveValue(/^U2FsdGVkX1[A-Za-z0-9+/=]+$/);
    const ciphertext = await encrypted.inputValue();
    await page.getByRole('button', { name: 'Decrypt', exact: true }).click();
    await page.getByLabel('Ciphertext (Base64)', { exact: true }).fill(ciphertext);
    await expect(page.getByLabel('Decrypted text', { exact: true })).toHaveValue('attack at dawn');
  });

  await test.step('a wrong passphrase is an error, not garbage', async () => {
    await openTool(page, '/encryption?mode=decrypt');
    await page.getByLabel('Passphrase', { exact: true }).fill('wrong');
    await page.getByLabel('Ciphertext (Base64)', { exact: true }).fill(OPENSSL_AES256_MD5);
    await expect(page.getByRole('alert')).toHaveText(/^Wrong passphrase or corrupted data: /);
    await expect(page.getByLabel('Decrypted text', { exact: true })).toHaveValue('');
    await page.getByLabel('Ciphertext (Base64)', { exact: true }).fill('U2FsdGVk*X1');
    await expect(page.getByRole('alert')).toHaveText(
      'The ciphertext: "*" at position 9 is not a Base64 character (A–Z, a–z, 0–9, + /, or - _).',
    );
  });

  await test.step('state survives a reload and travels in a link; the passphrase does not', async () => {
    await openTool(page, '/encryption');
    await page.getByRole('button', { name: 'Decrypt', exact: true }).click();
    await page.getByRole('button', { name: /^PBKDF2-SHA256/ }).click();
    await page.getByLabel('Ciphertext (Base64)', { exact: true }).fill(OPENSSL_AES256_MD5);
    await page.getByLabel('Passphrase', { exact: true }).fill('pass-not-stored-42');
    await expect.poll(() => new URL(page.url()).searchParams.get('kdf')).toBe('pbkdf2');
    expect(new URL(page.url()).searchParams.get('mode')).toBe('decrypt');
    await expect.poll(() => savedState(page, 'encryption'), { intervals: STORAGE_POLL }).toContain('U2FsdGVkX1/XFiOm');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('pass-not-stored-42');
    await reopenTool(page);
    await expect(page.getByLabel('Ciphertext (Base64)', { exact: true })).toHaveValue(OPENSSL_AES256_MD5);
    await expect(page.getByRole('button', { name: /^PBKDF2-SHA256/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Passphrase', { exact: true })).toHaveValue('');
  });
});
