import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

/** `openssl verify -CAfile ca leaf`'s output, or null where openssl is missing. */
function opensslVerify(caPem: string, leafPem: string): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'x509-e2e-'));
  try {
    writeFileSync(join(dir, 'ca.pem'), caPem);
    writeFileSync(join(dir, 'leaf.pem'), leafPem);
    return execFileSync('openssl', ['verify', '-CAfile', join(dir, 'ca.pem'), join(dir, 'leaf.pem')], {
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('x509-certificate-generator: a CA, then a leaf it signs that openssl verifies; a bad serial is named; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const certificate = field('Certificate (PEM)');
  const summary = page.getByLabel('Certificate summary');
  let caPem = '';
  let caKeyPem = '';

  await test.step('a self-signed CA from the CA preset', async () => {
    await openTool(page, '/x509-certificate-generator');
    await page.getByRole('button', { name: 'CA', exact: true }).click();
    await field('Common name (CN)').fill('Test Root CA');
    await expect(summary).toContainText('basicConstraints (critical): CA:TRUE');
    await expect(summary).toContainText('keyCertSign');
    await expect(summary).toContainText('CN=Test Root CA');
    caPem = await certificate.inputValue();
    caKeyPem = await field('Private key (PEM)').inputValue();
    expect(caPem).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(caKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  await test.step('a leaf signed by that CA, which openssl verifies', async () => {
    await openTool(page, '/x509-certificate-generator');
    await page.getByRole('button', { name: 'A CA (certificate and key)' }).click();
    await field('CA certificate (PEM)').fill(caPem);
    await field('CA private key (PEM)').fill(caKeyPem);
    await field('Common name (CN)').fill('intranet.example.com');
    await field('Subject alternative names').fill('10.0.0.5');
    await expect(summary).toContainText('subjectAltName: DNS:intranet.example.com, IP:10.0.0.5');
    await expect(summary).toContainText('CN=Test Root CA');
    const verified = opensslVerify(caPem, await certificate.inputValue());
    if (verified !== null) expect(verified).toContain(': OK');
  });

  await test.step('a serial number that is not hex is named next to the field', async () => {
    await field('Serial number (hex)').fill('12:zz');
    await expect(field('Serial number (hex)')).toHaveAccessibleDescription(/hexadecimal/);
  });

  await test.step('state survives a reload and travels in a link; the CA key does not', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await field('Serial number (hex)').fill('01:a2:3f');
    await expect(summary).toContainText('01:A2:3F');
    await expect.poll(() => savedState(page, 'x509-certificate-generator'), { intervals: STORAGE_POLL }).toContain('intranet.example.com');
    await reopenTool(page);
    await expect(field('Common name (CN)')).toHaveValue('intranet.example.com');
    await expect(field('CA private key (PEM)')).toHaveValue('');
    await page.getByRole('button', { name: 'Itself (self-signed)' }).click();
    await expect(summary).toContainText('01:A2:3F');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(field('Serial number (hex)')).toHaveValue('01:a2:3f');
    await expect(summary).toContainText('CN=intranet.example.com');
  });
});
