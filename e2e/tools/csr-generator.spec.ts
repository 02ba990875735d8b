import { execFileSync } from 'node:child_process';
import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

function opensslReads(csrPem: string): string | null {
  try {
    return execFileSync('openssl', ['req', '-noout', '-verify', '-text'], {
      input: csrPem,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null; // no openssl here: the page's own checks stand
    throw e;
  }
}

test('csr-generator: a request openssl verifies, with subject and SANs; a bad country is named; key generation cancels; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const csr = field('CSR (PEM)');

  await test.step('a new key, the subject and SANs make a request openssl verifies', async () => {
    await openTool(page, '/csr-generator');
    await field('Common name (CN)').fill('shop.example.com');
    await field('Organization (O)').fill('Shop, Inc.');
    await field('Country (C)').fill('FR');
    await field('Subject alternative names').fill('www.example.com\n192.0.2.1');
    await expect(page.getByLabel('openssl req command')).toContainText(
      "-subj '/C=FR/O=Shop, Inc./CN=shop.example.com' -addext subjectAltName=DNS:shop.example.com,DNS:www.example.com,IP:192.0.2.1",
    );
    await expect(page.getByLabel('Request summary')).toContainText('CN=shop.example.com,O=Shop\\, Inc.,C=FR');
    await expect(csr).toHaveValue(/^-----BEGIN CERTIFICATE REQUEST-----/);
    await expect(field('Private key (PEM)')).toHaveValue(/^-----BEGIN PRIVATE KEY-----/);
    const text = opensslReads(await csr.inputValue());
    if (text !== null) expect(text).toContain('DNS:shop.example.com, DNS:www.example.com, IP Address:192.0.2.1');
  });

  await test.step('a country that is not two letters is named next to the field', async () => {
    await field('Country (C)').fill('France');
    await expect(field('Country (C)')).toHaveAccessibleDescription(/two-letter ISO 3166 code/);
    await field('Country (C)').fill('FR');
  });

  await test.step('an RSA 4096 key is made in a worker and can be cancelled', async () => {
    await page.getByRole('combobox', { name: 'Key type' }).selectOption('rsa');
    await page.getByRole('combobox', { name: 'RSA key size (bits)' }).selectOption('4096');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByText('Key generation cancelled.')).toBeVisible();
    await expect(csr).toHaveValue('');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/csr-generator');
    await field('Common name (CN)').fill('api.example.org');
    await page.getByRole('combobox', { name: 'Key type' }).selectOption('ed25519');
    await expect.poll(() => savedState(page, 'csr-generator'), { intervals: STORAGE_POLL }).toContain('api.example.org');
    await reopenTool(page);
    await expect(field('Common name (CN)')).toHaveValue('api.example.org');
    await expect(page.getByLabel('Request summary')).toContainText('Ed25519');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(field('Common name (CN)')).toHaveValue('api.example.org');
    await expect(page.getByLabel('openssl req command')).toContainText('-newkey ed25519');
  });
});
