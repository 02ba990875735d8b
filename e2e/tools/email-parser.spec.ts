import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

const SAMPLE = fileURLToPath(new URL('../../libs/tool-email/src/email-parser/samples/html-inline-image.eml', import.meta.url));

test('email-parser: an .eml file shows its summary, sanitised HTML body (inline image shown, remote image blocked) and attachments; a text without headers is named; state survives a reload', async ({ page }) => {
  const input = page.getByRole('textbox', { name: 'Message source (.eml)' });
  const summary = page.getByRole('table', { name: 'Summary' });

  await test.step('an opened .eml file: RFC 2047 subject, addresses, dates, HTML body, attachment download', async () => {
    await openTool(page, '/email-parser');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open file', exact: true }).click()]);
    await chooser.setFiles(SAMPLE);
    await expect(page.getByText('Opened file: html-inline-image.eml')).toBeVisible();
    await expect(summary.locator('output[aria-label="Subject"]')).toHaveText('Réunion notes');
    await expect(summary.locator('output[aria-label="From"]')).toHaveText('Ann Lee <ann@example.com>');
    await expect(summary.locator('output[aria-label="Date (UTC, ISO 8601)"]')).toHaveText('2026-11-28T08:30:00Z');
    const body = page.getByRole('region', { name: 'Message body' });
    await expect(body).toContainText('Hello Bob, the notes are attached.');
    await expect(body.getByRole('img', { name: 'A dot' })).toHaveAttribute('src', /^data:image\/png;base64,iVBORw0KGgo/);
    await expect(body.getByRole('img', { name: 'Tracker' })).not.toHaveAttribute('src', /.*/);
    await expect(page.getByText('Remote images blocked: 1')).toBeVisible();
    const attachments = page.getByRole('table', { name: 'Attachments' });
    await expect(attachments).toContainText('notes.txt');
    await expect(attachments).toContainText('text/plain');
    const [download] = await Promise.all([page.waitForEvent('download'), attachments.getByRole('button', { name: 'Download notes.txt' }).click()]);
    expect(download.suggestedFilename()).toBe('notes.txt');
    await page.getByTestId('tool-area').getByRole('button', { name: 'Text', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Text body' })).toHaveValue(/Hello Bob, the notes are attached\./);
  });

  await test.step('a text without headers is named', async () => {
    await page.getByRole('button', { name: 'Close the file' }).click();
    await input.fill('Hello Bob,\nsee you soon.');
    await expect(input).toHaveAccessibleDescription(/^Line 1 is not a header field/);
  });

  await test.step('state survives a reload', async () => {
    await openTool(page, '/email-parser');
    await page.getByTestId('tool-example').filter({ hasText: 'RFC 5322 A.1.2' }).click();
    await expect(summary.locator('output[aria-label="To"]')).toHaveText('Mary Smith <mary@x.test>, jdoe@example.org, Who? <one@y.test>');
    await input.fill((await input.inputValue()).replace('Hi everyone.', 'Hi all.'));
    await expect.poll(() => savedState(page, 'email-parser'), { intervals: STORAGE_POLL }).toContain('Hi all.');
    await reopenTool(page);
    await expect(page.getByRole('textbox', { name: 'Text body' })).toHaveValue('Hi all.\n');
    await expect(summary.locator('output[aria-label="Date (UTC, ISO 8601)"]')).toHaveText('2003-07-01T08:52:37Z');
  });
});
