import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { openLink, openTool } from '../support/tool-page';

test('qr-contact-info-generator: writes a vCard 3.0 / 4.0 or MECARD with escaping and its QR code, downloads the .vcf; a bad e-mail is named; the contact travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // the steps' budgets, summed, on a busy machine
  const card = () => page.getByRole('textbox', { name: 'vCard text' });

  await test.step('a contact as vCard 3.0 (RFC 2426), vCard 4.0 (RFC 6350) and MECARD, with the .vcf download', async () => {
    await openTool(page, '/qr-contact-info-generator');
    await page.getByRole('textbox', { name: 'Given name' }).fill('Jane');
    await page.getByRole('textbox', { name: 'Family name' }).fill('Doe');
    await page.getByRole('textbox', { name: 'Organisation' }).fill('ABC, Inc.');
    await page.getByRole('textbox', { name: 'Work phone' }).fill('+1 555 0100');
    await expect(card()).toHaveValue(
      'BEGIN:VCARD\nVERSION:3.0\nFN:Jane Doe\nN:Doe;Jane;;;\nORG:ABC\\, Inc.\nTEL;TYPE=WORK,VOICE:+1 555 0100\nEND:VCARD\n',
    );
    await expect(page.getByRole('img', { name: 'QR code of the contact' })).toHaveAttribute('src', /^data:image\/svg\+xml/);
    const [vcf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .vcf' }).click()]);
    expect(vcf.suggestedFilename()).toBe('Jane-Doe.vcf');
    // The file keeps the CRLF line breaks of RFC 2426 (a textarea shows them as LF).
    expect((await readFile(await vcf.path())).toString('utf8')).toContain('\r\nORG:ABC\\, Inc.\r\n');
    await page.getByRole('button', { name: 'vCard 4.0', exact: true }).click();
    await expect(card()).toHaveValue(/\nTEL;VALUE=uri;TYPE="work,voice":tel:\+1-555-0100\n/);
    await page.getByRole('button', { name: 'MECARD (smaller)', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'MECARD text' })).toHaveValue('MECARD:N:Doe,Jane;ORG:ABC\\, Inc.;TEL:+15550100;;');
  });

  await test.step('a bad e-mail address is named next to its field', async () => {
    const email = page.getByRole('textbox', { name: 'Work e-mail' });
    await email.fill('jane.example.com');
    await expect(email).toHaveAccessibleDescription('"jane.example.com" is not an e-mail address (name@domain).');
    await email.fill('jane@example.com');
    await expect(page.getByRole('textbox', { name: 'MECARD text' })).toHaveValue(
      'MECARD:N:Doe,Jane;ORG:ABC\\, Inc.;TEL:+15550100;EMAIL:jane@example.com;;',
    );
  });

  await test.step('the contact and the format travel in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByRole('textbox', { name: 'MECARD text' })).toHaveValue(
      'MECARD:N:Doe,Jane;ORG:ABC\\, Inc.;TEL:+15550100;EMAIL:jane@example.com;;',
    );
    await expect(page.getByRole('textbox', { name: 'Given name' })).toHaveValue('Jane');
  });
});
