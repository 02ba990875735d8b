import { createPublicKey, verify } from 'node:crypto';
import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// RFC 8032 §7.1 TEST 2: Ed25519 signature of the one-byte message 0x72.
const RFC8032_TEST2_SIGNATURE =
  '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00';

test('rsa-ecdsa-signing: signs RFC 8032 TEST 2 to its published signature; a generated P-256 key signs (OpenSSL verifies it) and verifies, a damaged signature is named; the RFC 6979 signature verifies; settings, message and public key survive a reload and travel in a link, the private key never does', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // the steps' budgets, summed, on a busy machine
  const verdict = page.getByRole('status', { name: 'Verification result' });

  await test.step('Ed25519 signs RFC 8032 TEST 2 to the published signature, which verifies', async () => {
    await openTool(page, '/rsa-ecdsa-signing');
    await page.getByTestId('tool-example').filter({ hasText: 'Sign RFC 8032 TEST 2 (Ed25519)' }).click();
    await expect(page.getByRole('textbox', { name: 'Signature (hex)', exact: true })).toHaveValue(RFC8032_TEST2_SIGNATURE);
    await page.getByRole('button', { name: 'Verify it below' }).click();
    await expect(verdict).toHaveText('✓ Valid signature Ed25519 (RFC 8032)');
  });

  await test.step('a generated P-256 key signs (OpenSSL verifies the DER signature); a changed message is invalid, a damaged signature is named', async () => {
    await openTool(page, '/rsa-ecdsa-signing');
    await page.getByRole('button', { name: 'Generate a test key pair' }).click();
    await expect(page.getByLabel('Public key (PEM, certificate or OpenSSH)')).toHaveValue(/^-----BEGIN PUBLIC KEY-----/);
    await page.getByLabel('Message to sign or verify').fill('Grüße ✓');
    const signature = page.getByRole('textbox', { name: 'Signature (Base64)', exact: true });
    await expect(signature).toHaveValue(/^MEU|^MEQ|^MEY/); // DER SEQUENCE of two INTEGERs, 70–72 bytes
    const publicKey = await page.getByLabel('Public key (PEM, certificate or OpenSSH)').inputValue();
    // OpenSSL (node:crypto) verifies the page's signature: ECDSA P-256, SHA-256, DER.
    expect(verify('sha256', Buffer.from('Grüße ✓'), createPublicKey(publicKey), Buffer.from(await signature.inputValue(), 'base64'))).toBe(true);
    await page.getByRole('button', { name: 'Verify it below' }).click();
    await expect(verdict).toHaveText('✓ Valid signature ECDSA P-256 with SHA-256 (DER)');
    await page.getByLabel('Message to sign or verify').fill('Grüße ✗');
    await expect(verdict).toHaveText('✗ Invalid signature The signature does not match this message and key with SHA-256.');
    // A damaged signature is named next to its field.
    const field = page.getByRole('textbox', { name: 'Signature to verify (Base64)' });
    await field.fill('MEU!');
    await expect(field).toHaveAccessibleDescription('The signature: "!" at position 4 is not a Base64 character (A–Z, a–z, 0–9, +, /).');
  });

  await test.step('the RFC 6979 A.2.5 signature verifies; settings, message and public key survive a reload and travel in a link; the private key is never stored', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/rsa-ecdsa-signing');
    await page.getByTestId('tool-example').filter({ hasText: 'Verify RFC 6979 (ECDSA P-256, "sample")' }).click();
    await expect(verdict).toHaveText('✓ Valid signature ECDSA P-256 with SHA-256 (DER)');
    await page.getByLabel('Hash function', { exact: true }).selectOption('SHA-384');
    await expect(verdict).toHaveText(/^✗ Invalid signature/);
    expect(new URL(page.url()).searchParams.get('hash')).toBe('SHA-384');
    await expect.poll(() => savedState(page, 'rsa-ecdsa-signing'), { intervals: STORAGE_POLL }).toContain('sample');
    expect(await savedState(page, 'rsa-ecdsa-signing')).not.toContain('PRIVATE KEY');
    await reopenTool(page);
    await expect(page.getByLabel('Private key (PEM)')).toHaveValue('');
    await expect(page.getByLabel('Hash function', { exact: true })).toHaveValue('SHA-384');
    await page.getByLabel('Hash function', { exact: true }).selectOption('SHA-256');
    await expect(verdict).toHaveText('✓ Valid signature ECDSA P-256 with SHA-256 (DER)');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Message to sign or verify')).toHaveValue('sample');
    await expect(verdict).toHaveText('✓ Valid signature ECDSA P-256 with SHA-256 (DER)');
  });
});
