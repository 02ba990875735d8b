import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

// Signed by openssl cms -sign over its /ByteRange: libs/tool-pdf/src/pdf-signature-checker/fixtures/make-signed-pdf.ts.
const SIGNED = fileURLToPath(new URL('../../libs/tool-pdf/src/pdf-signature-checker/fixtures/signed.pdf', import.meta.url));
// Not signed, and not encrypted (libs/tool-pdf/src/pdf-encrypt/sample-pdf.ts).
const PLAIN = fileURLToPath(new URL('../../libs/tool-pdf/src/pdf-encrypt/fixtures/sample.pdf', import.meta.url));

test('pdf-signature-checker: a signed PDF reports its signer, time, byte range, digest and CMS check; an unsigned one says so; the sample choice survives a reload', async ({ page }) => {
  test.setTimeout(60_000);

  await test.step('checks the signature of a signed PDF', async () => {
    await openTool(page, '/pdf-signature-checker');
    await page.locator('input[type=file]').setInputFiles(SIGNED);
    await expect(page.getByRole('status', { name: 'Summary', exact: true })).toContainText('1 signature(s): 1 intact');
    await expect(page.getByRole('status', { name: 'Signer (subject)', exact: true })).toHaveText('C=FR, O=Handy Tools, CN=Handy Tools Test Signer');
    await expect(page.getByRole('status', { name: 'Serial number', exact: true })).toHaveText('1234ABCD');
    await expect(page.getByRole('status', { name: 'Byte range', exact: true })).toContainText('covers the whole file');
    await expect(page.getByRole('status', { name: 'Message digest', exact: true })).toContainText('matches the signed bytes (SHA-256)');
    await expect(page.getByRole('status', { name: 'CMS signature', exact: true })).toContainText('verifies (ECDSA with SHA-256)');
    await expect(page.getByRole('status', { name: 'Sub-filter', exact: true })).toHaveText('adbe.pkcs7.detached');
    await expect(page.getByLabel('Signer certificate 1 (PEM)')).toHaveValue(/^-----BEGIN CERTIFICATE-----/);
  });

  await test.step('a PDF without signatures says so', async () => {
    await page.locator('input[type=file]').setInputFiles(PLAIN);
    await expect(page.getByRole('status', { name: 'Summary', exact: true })).toHaveText('No signature found in this PDF.');
  });

  await test.step('the sample choice survives a reload', async () => {
    await openTool(page, '/pdf-signature-checker');
    await page.getByRole('button', { name: 'Use a sample PDF' }).click();
    await expect(page.getByRole('status', { name: 'Verdict', exact: true })).toContainText('Intact');
    await reopenTool(page);
    await expect(page.getByRole('status', { name: 'Input file', exact: true })).toContainText('sample-signed.pdf');
  });
});
