import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('email-normalizer: normalises many addresses per provider and removes duplicates; flags an invalid one; state survives a reload and travels in a link', async ({ page, context }) => {
  const input = page.getByRole('textbox', { name: 'E-mail addresses' });
  const output = page.getByRole('textbox', { name: 'Normalised addresses' });
  const counts = page.getByRole('status', { name: 'Counts' });

  await test.step('Gmail dots and +tags, googlemail.com, Outlook +tags, unknown domains keep their local part', async () => {
    await openTool(page, '/email-normalizer');
    // Google's "Dots don't matter in Gmail addresses": johnsmith, jo.hn.smith and j.o.h.n.s.m.i.t.h are one mailbox.
    await input.fill('johnsmith@gmail.com\nJo.hn.Smith+news@GoogleMail.com, Jane.Doe+shop@Hotmail.com; Bob <Bob@Example.COM>');
    await expect(output).toHaveValue('johnsmith@gmail.com\njane.doe@hotmail.com\nBob@example.com');
    await expect(counts).toHaveText('4 addresses: 4 valid, 0 invalid, 1 duplicates.');
    const row = page.getByRole('table', { name: 'Details' }).getByRole('row').nth(2);
    await expect(row).toContainText('Gmail');
    await expect(row).toContainText('dots removed → johnsmith@gmail.com');
    await expect(row).toContainText('Same as #1');
    await page.getByLabel('Remove duplicates').uncheck();
    await expect(output).toHaveValue('johnsmith@gmail.com\njohnsmith@gmail.com\njane.doe@hotmail.com\nBob@example.com');
  });

  await test.step('an invalid address is flagged with the reason; no address at all is an error', async () => {
    await input.fill('john..doe@example.com\nok@example.com');
    await expect(counts).toHaveText('2 addresses: 1 valid, 1 invalid, 0 duplicates.');
    await expect(page.getByRole('table', { name: 'Details' })).toContainText('Invalid: two dots in a row in the local part');
    await input.fill(' , ');
    await expect(input).toHaveAccessibleDescription(/Enter one or more e-mail addresses/);
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/email-normalizer');
    await input.fill('Alice+x@Example.com');
    await page.getByLabel('Remove +tags at every domain').check();
    await expect(output).toHaveValue('Alice@example.com');
    await expect.poll(() => savedState(page, 'email-normalizer'), { intervals: STORAGE_POLL }).toContain('Alice+x');
    await reopenTool(page);
    await expect(output).toHaveValue('Alice@example.com');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(output).toHaveValue('Alice@example.com');
  });
});
