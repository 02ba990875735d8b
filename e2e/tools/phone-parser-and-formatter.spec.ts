import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Numbers from libphonenumber-js's README (8 (800) 555-35-35 in RU; +1 213 373 4253).

test('phone-parser-and-formatter: formats an international number, reads a national one with a default country, says why one is wrong, builds message links; state survives a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await test.step('formats an international number', async () => {
    await openTool(page, '/phone-parser-and-formatter');
    await page.getByLabel('Phone number', { exact: true }).fill('+1 213 373 4253');
    await expect(page.getByRole('status').filter({ hasText: 'Valid number' })).toBeVisible();
    await expect(page.getByLabel('Country', { exact: true })).toHaveText('United States (US)');
    await expect(page.getByLabel('E.164', { exact: true })).toHaveText('+12133734253');
    await expect(page.getByLabel('National format', { exact: true })).toHaveText('(213) 373-4253');
    await expect(page.getByLabel('RFC 3966 (tel: URI)', { exact: true })).toHaveText('tel:+12133734253');
  });

  await test.step('says why a number is wrong and what is not a number', async () => {
    const input = page.getByLabel('Phone number', { exact: true });
    await input.fill('+44 7400 12345678901');
    await expect(page.getByRole('status').filter({ hasText: 'Not a valid number' })).toContainText('Too long');
    await input.fill('020 7031 3000');
    await expect(page.getByRole('alert')).toContainText('choose a default country');
  });

  await test.step('reads a national number with a default country; message links; state survives a reload', async () => {
    await openTool(page, '/phone-parser-and-formatter');
    await page.getByRole('combobox', { name: 'Default country' }).selectOption('RU');
    await page.getByLabel('Phone number', { exact: true }).fill('8 (800) 555-35-35');
    await expect(page.getByLabel('Type', { exact: true })).toHaveText('Toll-free');
    await expect(page.getByLabel('International format', { exact: true })).toHaveText('+7 800 555 35 35');
    await page.getByLabel('Message', { exact: true }).fill('Hi & bye');
    await expect(page.getByLabel('SMS link (RFC 5724)', { exact: true })).toHaveText('sms:+78005553535?body=Hi%20%26%20bye');
    expect(new URL(page.url()).searchParams.get('country')).toBe('RU');
    await expect.poll(() => savedState(page, 'phone-parser-and-formatter'), { intervals: STORAGE_POLL }).toContain('555-35-35');
    await reopenTool(page);
    await expect(page.getByLabel('E.164', { exact: true })).toHaveText('+78005553535');
  });
});
