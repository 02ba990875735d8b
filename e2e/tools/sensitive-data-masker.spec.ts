import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

test('sensitive-data-masker: masks a log, lists what was masked, a bad own pattern, options kept', async ({ page }) => {
  const input = () => page.getByRole('textbox', { name: 'Text to mask', exact: true });
  const output = () => page.getByRole('textbox', { name: 'Masked text', exact: true });

  await test.step('masks e-mail, IPs, a Luhn-valid card and an IBAN, with their kind', async () => {
    await openTool(page, '/sensitive-data-masker');
    await page.getByRole('button', { name: 'With the kind: [EMAIL]' }).click();
    await input().fill('user=john.doe@example.com ip=192.0.2.10\ncard=4111 1111 1111 1111 bad=4111 1111 1111 1112 iban=DE89 3704 0044 0532 0130 00');
    await expect(output()).toHaveValue('user=[EMAIL] ip=[IPV4]\ncard=[CARD] bad=4111 1111 1111 1112 iban=[IBAN]');
    const table = page.getByRole('table', { name: 'What was masked' });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByRole('row').nth(4)).toContainText('IBAN');
  });

  await test.step('a bad own pattern is named; per-type toggles apply', async () => {
    await page.getByRole('textbox', { name: 'Own patterns (regular expressions, one per line)' }).fill('ok\n(unclosed');
    await expect(page.getByText(/Own pattern on line 2 is not a valid regular expression/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Own patterns (regular expressions, one per line)' }).fill('user=');
    await page.getByLabel('IPv4 address').uncheck();
    await expect(output()).toHaveValue('[REDACTED][EMAIL] ip=192.0.2.10\ncard=[CARD] bad=4111 1111 1111 1112 iban=[IBAN]');
  });

  await test.step('options survive a reload; the text is not stored', async () => {
    await reopenTool(page);
    await expect(page.getByLabel('IPv4 address')).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'With the kind: [EMAIL]' })).toHaveAttribute('aria-pressed', 'true');
    await expect(input()).toHaveValue('');
  });
});
