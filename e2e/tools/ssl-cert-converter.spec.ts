import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

const parserFixtures = new URL('../../libs/tool-pki/src/certificate-key-parser/fixtures/', import.meta.url);
const fixtures = new URL('../../libs/tool-pki/src/ssl-cert-converter/fixtures/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, parserFixtures), 'utf8');
const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

test('ssl-cert-converter: a PEM chain and key to PKCS#7 and PKCS#12 (read by openssl), each certificate downloadable; a JKS file with a wrong then right password; state survives a reload and travels in a link, passwords do not', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // the steps' budgets, summed, on a busy machine
  const input = () => page.getByRole('textbox', { name: 'Certificates (PEM) or a file' });

  await test.step('PEM chain and key → certificates, .p7b and .pfx', async () => {
    await openTool(page, '/ssl-cert-converter');
    await input().fill(fixture('chain.pem') + fixture('rsa.pkcs8.pem'));
    await expect(page.getByText('Read as PEM: 2 certificate(s), 1 private key(s).')).toBeVisible();
    const table = page.getByRole('table', { name: 'Certificates, each downloadable' });
    await expect(table.getByRole('rowheader')).toHaveText(['#1 example.com', '#2 Handy Test Root CA']);
    const [cer] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download certificate 2 as .cer (DER)' }).click()]);
    expect(cer.suggestedFilename()).toBe('Handy_Test_Root_CA.cer');
    const [p7b] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .p7b (DER)' }).click()]);
    expect(p7b.suggestedFilename()).toBe('example.com.p7b');
    await page.getByLabel('Export password').fill('export-pw');
    const [pfx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .pfx' }).click()]);
    expect(pfx.suggestedFilename()).toBe('example.com.pfx');
    if (hasOpenssl) {
      const certs = execFileSync('openssl', ['pkcs7', '-inform', 'DER', '-in', await p7b.path(), '-print_certs']).toString();
      expect(certs.match(/BEGIN CERTIFICATE/g)).toHaveLength(2);
      const info = execFileSync('openssl', ['pkcs12', '-in', await pfx.path(), '-passin', 'pass:export-pw', '-nodes']).toString();
      expect(info).toContain('BEGIN PRIVATE KEY');
      expect(info.match(/BEGIN CERTIFICATE/g)).toHaveLength(2);
    }
  });

  await test.step('a keytool JKS set by path: a wrong password is said, the right one opens it', async () => {
    await page.getByLabel('Password of the file or key').fill('wrong');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open file', exact: true }).click()]);
    await chooser.setFiles(new URL('store.jks', fixtures).pathname);
    await expect(page.getByRole('alert')).toContainText('Wrong password');
    await page.getByLabel('Password of the file or key').fill('jks-secret');
    // The key entry's chain (leaf and root, as keytool imported it from the .p12) and the trusted root.
    await expect(page.getByText('Read as Java keystore (JKS): 3 certificate(s), 1 private key(s).')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Private key “example leaf” \(RSA, PKCS#8\)/ })).toBeVisible();
  });

  await test.step('state survives a reload and travels in a link; passwords are never stored', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/ssl-cert-converter');
    await input().fill(fixture('ca.pem') + fixture('ec.sec1.pem'));
    await page.getByLabel('Include the private key').check();
    await expect(page.getByRole('textbox', { name: 'PEM output' })).toHaveValue(/-----BEGIN PRIVATE KEY-----/);
    await page.getByLabel('Export password').fill('never-stored');
    await expect.poll(() => savedState(page, 'ssl-cert-converter'), { intervals: STORAGE_POLL }).toContain('EC PRIVATE KEY');
    expect(await savedState(page, 'ssl-cert-converter')).not.toContain('never-stored');
    await reopenTool(page);
    await expect(page.getByRole('textbox', { name: 'PEM output' })).toHaveValue(/-----BEGIN PRIVATE KEY-----/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByText('Read as PEM: 1 certificate(s), 1 private key(s).')).toBeVisible();
  });
});
