import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool } from '../support/tool-page';

test('ecdsa-key-pair-generator: a P-256 key pair as PKCS#8, SEC1 and OpenSSH with fingerprints; P-384 and P-521; a passphrase with OpenSSH is explained, with SEC1 it encrypts; the curve survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const privateKey = () => page.getByRole('textbox', { name: 'Private key', exact: true });
  const publicKey = () => page.getByRole('textbox', { name: 'Public key', exact: true });

  await test.step('P-256 in every format, then P-384 and P-521 (RFC 5656 key type names)', async () => {
    await openTool(page, '/ecdsa-key-pair-generator');
    // RFC 5656 §3.1: string "ecdsa-sha2-nistp256", string "nistp256", string Q (65 bytes).
    await expect(publicKey()).toHaveValue(/^ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABB[A-Za-z0-9+/=]+\n$/);
    await expect(privateKey()).toHaveValue(/^-----BEGIN PRIVATE KEY-----\n/);
    await expect(page.getByLabel('SHA-256 (ssh-keygen -l)', { exact: true })).toHaveText(/^SHA256:[A-Za-z0-9+/]{43}$/);
    await page.getByRole('button', { name: 'SEC1 PEM (EC PRIVATE KEY)' }).click();
    await expect(privateKey()).toHaveValue(/^-----BEGIN EC PRIVATE KEY-----\nMHcCAQEE/);
    await page.getByRole('button', { name: 'P-384 (nistp384)' }).click();
    await expect(publicKey()).toHaveValue(/^ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQ/);
    await page.getByRole('button', { name: 'P-521 (nistp521)' }).click();
    await expect(publicKey()).toHaveValue(/^ecdsa-sha2-nistp521 AAAAE2VjZHNhLXNoYTItbmlzdHA1MjE/);
    await page.getByRole('button', { name: 'SPKI PEM (PUBLIC KEY)' }).click();
    await expect(publicKey()).toHaveValue(/^-----BEGIN PUBLIC KEY-----\nMIGbMBAGByqGSM49AgEGBSuBBAAjA4GGAA/);
  });

  await test.step('a passphrase with OpenSSH is explained; with SEC1 it gives an encrypted PEM', async () => {
    await page.getByRole('button', { name: 'OpenSSH', exact: true }).click();
    const passphrase = page.getByLabel('Passphrase (optional)');
    await passphrase.fill('correct horse');
    await expect(passphrase).toHaveAccessibleDescription(/OpenSSH private keys are written unencrypted here/);
    await page.getByRole('button', { name: 'SEC1 PEM (EC PRIVATE KEY)' }).click();
    await expect(privateKey()).toHaveValue(/^-----BEGIN EC PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-256-CBC,[0-9A-F]{32}\n/, { timeout: 10_000 });
  });

  await test.step('the curve and formats survive a reload and travel in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/ecdsa-key-pair-generator');
    await page.getByRole('button', { name: 'P-384 (nistp384)' }).click();
    await page.getByRole('button', { name: 'SEC1 PEM (EC PRIVATE KEY)' }).click();
    await expect(privateKey()).toHaveValue(/^-----BEGIN EC PRIVATE KEY-----\nMIGkAgEBBD/);
    await reopenTool(page);
    await expect(publicKey()).toHaveValue(/^ecdsa-sha2-nistp384 /);
    await expect(privateKey()).toHaveValue(/^-----BEGIN EC PRIVATE KEY-----\n/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(publicKey()).toHaveValue(/^ecdsa-sha2-nistp384 /);
  });
});
