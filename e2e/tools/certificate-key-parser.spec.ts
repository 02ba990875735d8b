import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

const fixtures = new URL('../../libs/tool-pki/src/certificate-key-parser/fixtures/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, fixtures), 'utf8');

test('certificate-key-parser: a chain and its key field by field, a DER file, an encrypted key with its passphrase, a damaged block named by line; state survives a reload and travels in a link, the passphrase does not', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // the steps' budgets, summed, on a busy machine
  const input = () => page.getByRole('textbox', { name: 'Certificate, key or CSR' });
  // OpenSSL's own fingerprint of the leaf (fixtures/generate.sh).
  const leafSha256 = fixture('leaf.sha256.txt').split('=')[1]?.trim() ?? '';

  await test.step('a chain and its key: fields, extensions, fingerprints, chain, key match', async () => {
    await openTool(page, '/certificate-key-parser');
    await input().fill(fixture('leaf.pem') + fixture('ca.pem') + fixture('rsa.pkcs8.pem'));
    await expect(page.getByLabel('SHA-256 fingerprint', { exact: true }).first()).toHaveText(leafSha256);
    await expect(page.getByLabel('Subject Alternative Name', { exact: true })).toContainText('DNS:*.example.com');
    const chain = page.getByRole('list', { name: 'Certificate chain, leaf first' });
    await expect(chain.getByRole('listitem').first()).toHaveText(/#1 example\.com — issued by #2 · signature verified/);
    await expect(chain.getByRole('listitem').nth(1)).toHaveText(/#2 Handy Test Root CA — self-signed/);
    await expect(page.getByText('Same public key as #1')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download DER' }).first().click()]);
    expect(download.suggestedFilename()).toBe('example.com.der');
  });

  await test.step('a DER file set by path; a damaged PEM block is named by its line', async () => {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open file', exact: true }).click()]);
    await chooser.setFiles(new URL('leaf.der', fixtures).pathname);
    await expect(page.getByText('leaf.der', { exact: true })).toBeVisible();
    await expect(page.getByLabel('SHA-256 fingerprint', { exact: true })).toHaveText(leafSha256);
    await page.getByRole('button', { name: 'Close file' }).click();
    await input().fill('# my cert\n-----BEGIN CERTIFICATE-----\nMIIB');
    await expect(input()).toHaveAccessibleDescription(/The CERTIFICATE block on line 2 has no "-----END CERTIFICATE-----" line/);
  });

  await test.step('an encrypted key asks for its passphrase; the passphrase is never stored; state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/certificate-key-parser');
    await input().fill(fixture('rsa.encrypted.pem'));
    await expect(page.getByText('This key is encrypted: enter its passphrase to read it.')).toBeVisible();
    await page.getByLabel('Passphrase of encrypted keys').fill('correct-horse');
    await expect(page.getByRole('heading', { name: 'Encrypted private key (PKCS#8) — RSA 2048 bit' })).toBeVisible();
    await expect(page.getByLabel('Cipher', { exact: true })).toHaveText('AES-256-CBC (2.16.840.1.101.3.4.1.42)');
    await expect.poll(() => savedState(page, 'certificate-key-parser'), { intervals: STORAGE_POLL }).toContain('ENCRYPTED PRIVATE KEY');
    expect(await savedState(page, 'certificate-key-parser')).not.toContain('correct-horse');
    await input().fill(fixture('ssh-ed25519.pub'));
    const sshFingerprint = fixture('ssh-ed25519.fp.txt').split(' ')[1] ?? '';
    await expect(page.getByLabel('Fingerprint (SHA-256)', { exact: true })).toHaveText(sshFingerprint);
    await reopenTool(page);
    await expect(page.getByLabel('Fingerprint (SHA-256)', { exact: true })).toHaveText(sshFingerprint);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Fingerprint (SHA-256)', { exact: true })).toHaveText(sshFingerprint);
  });
});
