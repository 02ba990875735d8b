import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

const MSG = fileURLToPath(new URL('../../libs/tool-email/src/outlook-parser/samples/agenda.msg', import.meta.url));

test('outlook-parser: an opened .msg shows its summary, HTML body, attachments and MAPI properties; a file that is not a .msg is named; the sample survives a reload', async ({ page }) => {
  const summary = page.getByRole('table', { name: 'Summary' });
  const file = page.locator('input[type="file"]');

  await test.step('an opened .msg: sender (SMTP), recipients, times, sanitised HTML with its inline image, attachment, properties', async () => {
    await openTool(page, '/outlook-parser');
    await file.setInputFiles(MSG);
    await expect(page.getByText('Opened file: agenda.msg')).toBeVisible();
    await expect(summary.locator('output[aria-label="Subject"]')).toHaveText('Quarterly review: agenda');
    await expect(summary.locator('output[aria-label="From"]')).toHaveText('Ann Lee <ann@example.com>');
    await expect(summary.locator('output[aria-label="Cc"]')).toHaveText('Carol <carol@example.net>');
    await expect(summary.locator('output[aria-label="Submitted"]')).toHaveText('2026-11-28T09:30:00Z');
    const body = page.getByRole('region', { name: 'Message body' });
    await expect(body).toContainText('The agenda for Thursday is attached.');
    await expect(body.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', /^data:image\/png;base64,iVBORw0KGgo/);
    const attachments = page.getByRole('table', { name: 'Attachments' });
    await expect(attachments).toContainText('agenda.txt');
    const [download] = await Promise.all([page.waitForEvent('download'), attachments.getByRole('button', { name: 'Download agenda.txt' }).click()]);
    expect(download.suggestedFilename()).toBe('agenda.txt');
    await expect(page.getByRole('table', { name: /^Every property of the message/ })).toContainText('PidTagSubject');
  });

  await test.step('a .msg that is not a compound file is named by its first bytes, next to the file field', async () => {
    await file.setInputFiles({ name: 'renamed.msg', mimeType: 'application/vnd.ms-outlook', buffer: Buffer.from('%PDF-1.7\n') });
    await expect(page.getByRole('alert')).toContainText('Not an Outlook .msg file');
    await expect(page.getByRole('alert')).toContainText('this one starts with 25 50 44 46');
  });

  await test.step('the sample example survives a reload', async () => {
    await openTool(page, '/outlook-parser');
    await page.getByTestId('tool-example').filter({ hasText: 'Sample message' }).click();
    await expect(summary.locator('output[aria-label="Subject"]')).toHaveText('Quarterly review: agenda');
    await reopenTool(page);
    await expect(summary.locator('output[aria-label="To"]')).toHaveText('Bob <bob@example.org>');
  });
});
