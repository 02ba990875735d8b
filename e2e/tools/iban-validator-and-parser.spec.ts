import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// IBANs: the SWIFT IBAN Registry's examples (DE, GB, FR, NL).

test('iban-validator-and-parser: parses a registry IBAN, says why a wrong one fails, checks a list; the input survives a reload', async ({ page }) => {
  test.setTimeout(60_000);
  await test.step('parses the German registry example', async () => {
    await openTool(page, '/iban-validator-and-parser');
    const input = page.getByLabel('IBANs, one per line');
    await input.fill('de89370400440532013000');
    await expect(page.getByRole('status').filter({ hasText: 'Valid IBAN' })).toBeVisible();
    await expect(page.getByLabel('Print format', { exact: true })).toHaveText('DE89 3704 0044 0532 0130 00');
    await expect(page.getByLabel('Electronic format', { exact: true })).toHaveText('DE89370400440532013000');
    await expect(page.getByLabel('Bank code', { exact: true })).toHaveText('37040044');
    await expect(page.getByLabel('Account number', { exact: true })).toHaveText('0532013000');
    await expect(page.getByLabel('Country', { exact: true })).toHaveText('Germany (DE)');
  });

  await test.step('says why a wrong IBAN fails, and names a bad character', async () => {
    const input = page.getByLabel('IBANs, one per line');
    await input.fill('GB29 NWBK 6016 1331 9268 18');
    await expect(page.getByRole('status').filter({ hasText: 'Not a valid IBAN' })).toContainText('check digits do not match');
    await input.fill('GB29 NWBK 6016 1331 9268 1!');
    await expect(page.getByRole('alert')).toContainText('"!" at position 27');
    await expect(input).toHaveValue('GB29 NWBK 6016 1331 9268 1!');
  });

  await test.step('checks a list, one per line', async () => {
    const input = page.getByLabel('IBANs, one per line');
    await input.fill('FR1420041010050500013M02606\nNL91ABNA0417164300\nXX00 1234');
    const table = page.getByRole('table', { name: 'IBANs checked' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row').nth(1)).toContainText('Valid');
    await expect(table.getByRole('row').nth(3)).toContainText('not a country of the IBAN registry');
  });

  await test.step('the input survives a reload', async () => {
    await openTool(page, '/iban-validator-and-parser');
    await page.getByLabel('IBANs, one per line').fill('NL91ABNA0417164300');
    await expect.poll(() => savedState(page, 'iban-validator-and-parser'), { intervals: STORAGE_POLL }).toContain('NL91ABNA0417164300');
    await reopenTool(page);
    await expect(page.getByLabel('Bank code', { exact: true })).toHaveText('ABNA');
  });
});
