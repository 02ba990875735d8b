import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('rsa-key-pair-generator: a key pair as PKCS#8, PKCS#1 and OpenSSH with its fingerprints; another size; a slow generation can be cancelled; a passphrase with OpenSSH is explained; size and formats survive a reload and travel in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const privateKey = () => page.getByRole('textbox', { name: 'Private key', exact: true });
  const publicKey = () => page.getByRole('textbox', { name: 'Public key', exact: true });
  // RFC 4253 §6.6: string "ssh-rsa" (AAAAB3NzaC1yc2E), mpint e = 65537 (AAAAAwEAAQ).
  const sshLine = /^ssh-rsa AAAAB3NzaC1yc2EAAAADAQAB[A-Za-z0-9+/=]+\n$/;

  await test.step('a key pair in every format, with fingerprints (1024 bits: quick to generate)', async () => {
    await openTool(page, '/rsa-key-pair-generator?bits=1024');
    await expect(publicKey()).toHaveValue(sshLine);
    await expect(page.getByText('A new 1024-bit RSA key pair')).toBeVisible();
    await expect(privateKey()).toHaveValue(/^-----BEGIN PRIVATE KEY-----\nMIIC/);
    await expect(page.getByLabel('SHA-256 (ssh-keygen -l)', { exact: true })).toHaveText(/^SHA256:[A-Za-z0-9+/]{43}$/);
    await expect(page.getByLabel('SPKI SHA-256', { exact: true })).toHaveText(/^([0-9a-f]{2}:){31}[0-9a-f]{2}$/);
    await page.getByRole('button', { name: 'PKCS#1 PEM (RSA PRIVATE KEY)' }).click();
    await expect(privateKey()).toHaveValue(/^-----BEGIN RSA PRIVATE KEY-----\nMIIC/);
    // RFC 8017 A.1.1: RSAPublicKey SEQUENCE { n (129 bytes), e }.
    await page.getByRole('button', { name: 'PKCS#1 PEM (RSA PUBLIC KEY)' }).click();
    await expect(publicKey()).toHaveValue(/^-----BEGIN RSA PUBLIC KEY-----\nMIGJAoGBA/);
  });

  await test.step('a passphrase with the OpenSSH format is explained', async () => {
    await openTool(page, '/rsa-key-pair-generator?bits=1024&privateFormat=openssh');
    await expect(privateKey()).toHaveValue(/^-----BEGIN OPENSSH PRIVATE KEY-----\n/);
    await page.getByLabel('Passphrase (optional)').fill('secret');
    await expect(page.getByLabel('Passphrase (optional)')).toHaveAccessibleDescription(/ssh-keygen -p -f file/);
  });

  await test.step('size, formats and comment survive a reload and travel in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/rsa-key-pair-generator?bits=1024&publicFormat=spki');
    await page.getByLabel('Comment').fill('ada@example.org');
    await expect.poll(() => savedState(page, 'rsa-key-pair-generator'), { intervals: STORAGE_POLL }).toContain('ada@example.org');
    await reopenTool(page);
    await expect(page.getByLabel('Key size')).toHaveValue('1024');
    await expect(publicKey()).toHaveValue(/^-----BEGIN PUBLIC KEY-----\nMIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Comment')).toHaveValue('ada@example.org');
    await expect(page.getByText('A new 1024-bit RSA key pair')).toBeVisible();
  });

  await test.step('a slow generation shows its progress and can be cancelled (last: WebCrypto goes on computing the abandoned key in the background)', async () => {
    await page.getByLabel('Key size').selectOption('8192');
    await expect(page.getByRole('progressbar', { name: 'Generating a 8192-bit RSA key pair…' })).toBeVisible();
    await expect(publicKey()).toHaveValue('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Cancelled. Press “New key pair” to generate one.')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});
