import { constants, privateDecrypt } from 'node:crypto';
import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('rsa-encryption: a generated key pair encrypts (OpenSSL decrypts it) and decrypts; a Wycheproof vector decrypts; too long a message names the maximum; settings and the public key survive a reload and travel in a link, the private key never does', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // the steps' budgets, summed, on a busy machine
  const encrypted = page.getByRole('textbox', { name: 'Encrypted message (Base64)' });
  const decrypted = page.getByRole('textbox', { name: 'Decrypted message' });

  await test.step('generates a test key pair, encrypts (OpenSSL decrypts the ciphertext) and decrypts it again', async () => {
    await openTool(page, '/rsa-encryption');
    await page.getByRole('button', { name: 'Generate a test key pair' }).click();
    await expect(page.getByLabel('Public key (PEM, certificate or ssh-rsa)')).toHaveValue(/^-----BEGIN PUBLIC KEY-----/);
    await expect(page.getByText('2048-bit RSA key: messages up to 190 bytes with RSA-OAEP with SHA-256.')).toBeVisible();
    await page.getByLabel('Message to encrypt').fill('Grüße ✓');
    await expect(encrypted).toHaveValue(/^[A-Za-z0-9+/]{342}==$/);
    // OpenSSL (node:crypto) decrypts the page's ciphertext with the page's private key: RSA-OAEP, SHA-256.
    const privateKey = await page.getByLabel('Private key (PEM)').inputValue();
    const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(await encrypted.inputValue(), 'base64'));
    expect(plain.toString('utf8')).toBe('Grüße ✓');
    await page.getByRole('button', { name: 'Decrypt it below' }).click();
    await expect(decrypted).toHaveValue('Grüße ✓');
  });

  await test.step('decrypts the Wycheproof OAEP vectors (examples), MGF1 over SHA-1 included', async () => {
    await openTool(page, '/rsa-encryption');
    // Wycheproof rsa_oaep_2048_sha256_mgf1sha256_test.json and …_mgf1sha1_test.json, tcId 3: "Test".
    await page.getByTestId('tool-example').filter({ hasText: 'Decrypt a Wycheproof vector (OAEP SHA-256)' }).click();
    await expect(decrypted).toHaveValue('Test');
    await page.getByTestId('tool-example').filter({ hasText: 'Java OAEP SHA-256 (MGF1 SHA-1)' }).click();
    await expect(decrypted).toHaveValue('Test');
    // The same ciphertext with MGF1 over SHA-256 does not decrypt: the message says so next to the ciphertext.
    await page.getByLabel('MGF1 hash').selectOption('same');
    await expect(page.getByRole('textbox', { name: 'Ciphertext to decrypt (hex)' })).toHaveAccessibleDescription(
      'Decryption failed: the ciphertext was not made for this key with RSA-OAEP with SHA-256 and no label.',
    );
  });

  await test.step('a message longer than the key allows names the maximum in bytes', async () => {
    await openTool(page, '/rsa-encryption');
    await page.getByTestId('tool-example').filter({ hasText: 'Encrypt with RSA-OAEP SHA-256 (test key)' }).click();
    const message = page.getByLabel('Message to encrypt');
    await message.fill('x'.repeat(191));
    await expect(message).toHaveAccessibleDescription(/^The message is 191 bytes; a 2048-bit key encrypts at most 190 bytes with RSA-OAEP with SHA-256\./);
    await expect(encrypted).toHaveValue('');
  });

  await test.step('settings and the public key survive a reload and travel in a link; the private key is never stored', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/rsa-encryption');
    await page.getByTestId('tool-example').filter({ hasText: 'Encrypt with PKCS#1 v1.5 (legacy)' }).click();
    await expect(encrypted).toHaveValue(/^[A-Za-z0-9+/]{342}==$/);
    await page.getByRole('button', { name: 'Hex', exact: true }).last().click();
    await expect(page.getByRole('textbox', { name: 'Encrypted message (hex)' })).toHaveValue(/^[0-9a-f]{512}$/);
    expect(new URL(page.url()).searchParams.get('padding')).toBe('pkcs1');
    await expect.poll(() => savedState(page, 'rsa-encryption'), { intervals: STORAGE_POLL }).toContain('Handy Tools');
    expect(await savedState(page, 'rsa-encryption')).not.toContain('PRIVATE KEY');
    await reopenTool(page);
    await expect(page.getByLabel('Message to encrypt')).toHaveValue('Handy Tools');
    await expect(page.getByLabel('Private key (PEM)')).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Encrypted message (hex)' })).toHaveValue(/^[0-9a-f]{512}$/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Public key (PEM, certificate or ssh-rsa)')).toHaveValue(/^-----BEGIN PUBLIC KEY-----/);
    await expect(page.getByTestId('tool-area').getByRole('button', { name: 'PKCS#1 v1.5 (legacy)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('textbox', { name: 'Encrypted message (hex)' })).toHaveValue(/^[0-9a-f]{512}$/);
  });
});
