import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('ed25519-key-pair-generator: a key pair in PKCS#8 and OpenSSH with its fingerprints, a new one on demand, the comment; a passphrase with the OpenSSH format is explained and encrypts PKCS#8; formats and comment survive a reload and travel in a link, the passphrase never does', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const privateKey = () => page.getByRole('textbox', { name: 'Private key', exact: true });
  const publicKey = () => page.getByRole('textbox', { name: 'Public key', exact: true });
  // RFC 8709 §4: the blob starts with string "ssh-ed25519" (AAAAC3NzaC1lZDI1NTE5) then a 32-byte string.
  const sshLine = /^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI[A-Za-z0-9+/]{43}( .*)?\n$/;

  await test.step('a key pair in PKCS#8 and OpenSSH, fingerprints, a new one on demand, the comment', async () => {
    await openTool(page, '/ed25519-key-pair-generator');
    await expect(publicKey()).toHaveValue(sshLine);
    // RFC 8410 §10.3: a PKCS#8 Ed25519 key is 48 bytes, "MC4CAQAwBQYDK2VwBCIEI…".
    await expect(privateKey()).toHaveValue(/^-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEI[A-Za-z0-9+/]{43}\n-----END PRIVATE KEY-----\n$/);
    await expect(page.getByLabel('SHA-256 (ssh-keygen -l)', { exact: true })).toHaveText(/^SHA256:[A-Za-z0-9+/]{43}$/);
    await expect(page.getByLabel('MD5 (legacy)', { exact: true })).toHaveText(/^MD5:([0-9a-f]{2}:){15}[0-9a-f]{2}$/);
    const first = await publicKey().inputValue();
    await page.getByRole('button', { name: 'New key pair' }).click();
    await expect(publicKey()).toHaveValue(sshLine);
    await expect(publicKey()).not.toHaveValue(first);
    await page.getByRole('button', { name: 'OpenSSH', exact: true }).click();
    await expect(privateKey()).toHaveValue(/^-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ/);
    await page.getByLabel('Comment').fill('ada@example.org');
    await expect(publicKey()).toHaveValue(/ ada@example\.org\n$/);
    await page.getByRole('button', { name: 'SPKI PEM (PUBLIC KEY)' }).click();
    await expect(publicKey()).toHaveValue(/^-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA/);
  });

  await test.step('a passphrase with the OpenSSH format is explained; with PKCS#8 it encrypts the key', async () => {
    const passphrase = page.getByLabel('Passphrase (optional)');
    await passphrase.fill('correct horse');
    await expect(passphrase).toHaveAccessibleDescription(/OpenSSH private keys are written unencrypted here/);
    await expect(privateKey()).toHaveValue('');
    await page.getByRole('button', { name: 'PKCS#8 PEM' }).click();
    await expect(privateKey()).toHaveValue(/^-----BEGIN ENCRYPTED PRIVATE KEY-----\n/, { timeout: 10_000 });
    await expect(passphrase).not.toHaveAccessibleDescription(/unencrypted/);
  });

  await test.step('formats and comment survive a reload and travel in a link; the passphrase is never stored', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/ed25519-key-pair-generator?privateFormat=openssh');
    await expect(privateKey()).toHaveValue(/^-----BEGIN OPENSSH PRIVATE KEY-----/);
    await page.getByLabel('Comment').fill('deploy@ci');
    await page.getByLabel('Passphrase (optional)').fill('never stored');
    await page.getByLabel('Passphrase (optional)').fill('');
    await expect.poll(() => savedState(page, 'ed25519-key-pair-generator'), { intervals: STORAGE_POLL }).toContain('deploy@ci');
    expect(await savedState(page, 'ed25519-key-pair-generator')).not.toContain('never stored');
    await reopenTool(page);
    await expect(page.getByLabel('Comment')).toHaveValue('deploy@ci');
    await expect(publicKey()).toHaveValue(/ deploy@ci\n$/);
    await expect(privateKey()).toHaveValue(/^-----BEGIN OPENSSH PRIVATE KEY-----/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Comment')).toHaveValue('deploy@ci');
    await expect(privateKey()).toHaveValue(/^-----BEGIN OPENSSH PRIVATE KEY-----/);
  });
});
