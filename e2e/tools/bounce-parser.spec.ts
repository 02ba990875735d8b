import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('bounce-parser: reads an RFC 3464 DSN per recipient with the status explained; guesses a text bounce; names an empty delivery-status; state survives a reload', async ({ page }) => {
  const input = page.getByRole('textbox', { name: 'Bounce message source' });
  const recipient = (n: number) => page.getByRole('table', { name: `Recipient ${n}` });

  await test.step('the RFC 3464 multi-recipient example', async () => {
    await openTool(page, '/bounce-parser');
    await page.getByTestId('tool-example').filter({ hasText: 'RFC 3464 multi-recipient DSN' }).click();
    await expect(page.getByText('Delivery status notification (RFC 3464)')).toBeVisible();
    await expect(recipient(1).locator('output[aria-label="Recipient"]')).toHaveText('arathib@vnet.ibm.com');
    await expect(recipient(1).locator('output[aria-label="Diagnostic"]')).toHaveText("smtp; 550 'arathib@vnet.IBM.COM' is not a registered gateway user");
    await expect(recipient(1)).toContainText('Permanent failure');
    await expect(recipient(2).locator('output[aria-label="Action"]')).toHaveText('delayed');
    await expect(recipient(3).locator('output[aria-label="Reason"]')).toHaveText('Unknown recipient (no such mailbox)');
  });

  await test.step('a text bounce is guessed and marked so; a status part without Final-Recipient is an error', async () => {
    await input.fill('From: MAILER-DAEMON@mx.example.org\nSubject: Undelivered Mail\n\nThis is the mail system at host mx.example.org.\n\n<ann@example.com>: host mx.example.com[192.0.2.1] said: 552 5.2.2 Mailbox full (in reply to RCPT TO command)\n');
    await expect(page.getByText('Guessed from the text')).toBeVisible();
    await expect(recipient(1).locator('output[aria-label="Status code"]')).toHaveText('5.2.2');
    await expect(recipient(1).locator('output[aria-label="Reason"]')).toHaveText('Mailbox full');
    await input.fill('Reporting-MTA: dns; mx.example.org\n\nAction: failed\nStatus: 5.0.0\n');
    await expect(input).toHaveAccessibleDescription(/no Final-Recipient field/);
  });

  await test.step('state survives a reload', async () => {
    await input.fill('Reporting-MTA: dns; mx.example.org\n\nFinal-Recipient: rfc822; bob@example.net\nAction: failed\nStatus: 5.1.1\n');
    await expect(recipient(1).locator('output[aria-label="Recipient"]')).toHaveText('bob@example.net');
    await expect.poll(() => savedState(page, 'bounce-parser'), { intervals: STORAGE_POLL }).toContain('bob@example.net');
    await reopenTool(page);
    await expect(recipient(1).locator('output[aria-label="Recipient"]')).toHaveText('bob@example.net');
  });
});
