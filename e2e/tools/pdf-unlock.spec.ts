import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

// Encrypted by qpdf (AES-256, user password "handy"): libs/tool-pdf/src/pdf-unlock/fixtures/make-sample-locked.sh.
const LOCKED = fileURLToPath(new URL('../../libs/tool-pdf/src/pdf-unlock/fixtures/locked.pdf', import.meta.url));

test('pdf-unlock: a wrong password is named; the right one gives a PDF without encryption to download; the password is never stored', async ({ page }) => {
  test.setTimeout(60_000);
  const password = () => page.getByLabel('Password (user or owner)');

  await test.step('a wrong password is said next to the field', async () => {
    await openTool(page, '/pdf-unlock');
    await page.locator('input[type=file]').setInputFiles(LOCKED);
    await expect(page.getByRole('status', { name: 'Input file', exact: true })).toContainText('locked.pdf');
    await password().fill('nope');
    await expect(password()).toHaveAccessibleDescription(/Wrong password/);
  });

  await test.step('the right password unlocks it', async () => {
    await password().fill('handy');
    await expect(page.getByRole('status', { name: 'Encryption removed', exact: true })).toHaveText('AES-256 (R6)');
    await expect(page.getByRole('status', { name: 'Password matched', exact: true })).toHaveText('user password');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download locked-unlocked.pdf' }).click()]);
    const text = (await readFile(await download.path())).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).not.toContain('/Encrypt');
  });

  await test.step('the password is not kept', async () => {
    await reopenTool(page);
    await expect(password()).toHaveValue('');
  });
});
