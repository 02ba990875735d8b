import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

// A one-page PDF written by libs/tool-pdf/src/pdf-encrypt/sample-pdf.ts (checked by qpdf --check in the unit tests).
const SAMPLE = fileURLToPath(new URL('../../libs/tool-pdf/src/pdf-encrypt/fixtures/sample.pdf', import.meta.url));

test('pdf-encrypt: a PDF encrypted with AES-128 and restrictions is downloaded; no password is an error; options survive a reload, passwords do not', async ({ page }) => {
  test.setTimeout(60_000);
  const userPassword = () => page.getByLabel('User password (to open the file)');

  await test.step('encrypts a chosen PDF in the worker and offers the download', async () => {
    await openTool(page, '/pdf-encrypt');
    await page.locator('input[type=file]').setInputFiles(SAMPLE);
    await expect(page.getByRole('status', { name: 'Input file', exact: true })).toContainText('sample.pdf: 735 B');
    await page.getByRole('button', { name: 'AES-128 (PDF 1.6)' }).click();
    await page.getByRole('group', { name: 'Printing' }).getByRole('button', { name: 'Not allowed' }).click();
    await userPassword().fill('e2e secret');
    await expect(page.getByLabel('Equivalent qpdf command')).toHaveValue(/^qpdf --encrypt --user-password=\*\*\* --owner-password=\*\*\* --bits=128 --use-aes=y --print=none .* -- sample\.pdf sample-protected\.pdf$/);
    // qpdf reads the result back in the worker.
    await expect(page.getByRole('status', { name: 'Encryption', exact: true })).toHaveText('AES-128 (R4)');
    await expect(page.getByRole('status', { name: 'Restricted', exact: true })).toContainText('print high resolution');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download sample-protected.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('sample-protected.pdf');
    const text = (await readFile(await download.path())).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/Filter \/Standard/);
    expect(text).not.toContain('Hello from Handy Tools'); // the page's text is encrypted
  });

  await test.step('no password at all: the message is next to the field', async () => {
    await userPassword().fill('');
    await expect(userPassword()).toHaveAccessibleDescription(/Enter a user password/);
  });

  await test.step('options survive a reload; passwords are never stored', async () => {
    await reopenTool(page);
    await expect(page.getByRole('button', { name: 'AES-128 (PDF 1.6)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('group', { name: 'Printing' }).getByRole('button', { name: 'Not allowed' })).toHaveAttribute('aria-pressed', 'true');
    await expect(userPassword()).toHaveValue('');
  });
});
