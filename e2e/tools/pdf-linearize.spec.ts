import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

// A one-page PDF that is not linearized (libs/tool-pdf/src/pdf-encrypt/sample-pdf.ts).
const SAMPLE = fileURLToPath(new URL('../../libs/tool-pdf/src/pdf-encrypt/fixtures/sample.pdf', import.meta.url));
// AES-256 with the user password "handy" (libs/tool-pdf/src/pdf-unlock/fixtures/make-sample-locked.sh).
const LOCKED = fileURLToPath(new URL('../../libs/tool-pdf/src/pdf-unlock/fixtures/locked.pdf', import.meta.url));

test('pdf-linearize: linearizes with the check before and after and the sizes; an encrypted PDF asks for its password; the option survives a reload', async ({ page }) => {
  test.setTimeout(60_000);

  await test.step('linearizes a chosen PDF', async () => {
    await openTool(page, '/pdf-linearize');
    await page.locator('input[type=file]').setInputFiles(SAMPLE);
    await expect(page.getByRole('status', { name: 'Input', exact: true })).toHaveText('not linearized');
    await expect(page.getByRole('status', { name: 'Output', exact: true })).toHaveText('linearized, no errors');
    await expect(page.getByRole('status', { name: 'Size before', exact: true })).toHaveText('735 B (735 bytes)');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download sample-linearized.pdf' }).click()]);
    const text = (await readFile(await download.path())).toString('latin1');
    expect(text.slice(0, 1024)).toMatch(/\/Linearized 1/);
  });

  await test.step('an encrypted PDF without its password: the message is next to the field', async () => {
    await page.locator('input[type=file]').setInputFiles(LOCKED);
    await expect(page.getByLabel('Password (only for an encrypted PDF)')).toHaveAccessibleDescription(/encrypted: enter its password/);
  });

  await test.step('the object-streams option survives a reload', async () => {
    await page.getByRole('button', { name: 'Generate (smaller, PDF 1.5+)' }).click();
    await reopenTool(page);
    await expect(page.getByRole('button', { name: 'Generate (smaller, PDF 1.5+)' })).toHaveAttribute('aria-pressed', 'true');
  });
});
