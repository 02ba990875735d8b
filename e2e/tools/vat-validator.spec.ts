import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// VAT numbers from jsvat's test data (test/countries_vat_lists/*.vat.js).

test('vat-validator: checks a number offline with the country from its prefix, says why one fails, checks against a chosen country; state survives a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await test.step('checks Greek and Belgian numbers, the country from the prefix', async () => {
    await openTool(page, '/vat-validator');
    const input = page.getByLabel('VAT number', { exact: true });
    await input.fill('GR 094 012 834');
    await expect(page.getByRole('status').filter({ hasText: 'Valid VAT number' })).toBeVisible();
    await expect(page.getByLabel('Country', { exact: true })).toHaveText('Greece');
    await expect(page.getByLabel('Number as checked', { exact: true })).toHaveText('EL094012834');
    await expect(page.getByLabel('VAT prefix', { exact: true })).toHaveText('EL');
  });

  await test.step('says why a number fails and names a bad character', async () => {
    const input = page.getByLabel('VAT number', { exact: true });
    await input.fill('DE111111126');
    await expect(page.getByRole('status').filter({ hasText: 'Not a valid VAT number' })).toContainText('check digits do not match');
    await input.fill('DE 136_695_976');
    await expect(page.getByRole('alert')).toContainText('"_" at position 7');
  });

  await test.step('checks against a chosen country; the choice survives a reload', async () => {
    await openTool(page, '/vat-validator');
    await page.getByRole('combobox', { name: 'Country to check against' }).selectOption('NO');
    await page.getByLabel('VAT number', { exact: true }).fill('864234232');
    await expect(page.getByLabel('Number as checked', { exact: true })).toHaveText('864234232MVA');
    await expect(page.getByRole('status').filter({ hasText: 'Valid VAT number' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('country')).toBe('NO');
    await expect.poll(() => savedState(page, 'vat-validator'), { intervals: STORAGE_POLL }).toContain('864234232');
    await reopenTool(page);
    await expect(page.getByLabel('Number as checked', { exact: true })).toHaveText('864234232MVA');
  });
});
