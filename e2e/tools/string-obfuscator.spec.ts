import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

test('string-obfuscator: keeps the ends of a secret, bad mask explained, options survive a reload', async ({ page }) => {
  const input = () => page.getByRole('textbox', { name: 'Text to obfuscate', exact: true });
  const output = () => page.getByRole('textbox', { name: 'Obfuscated text', exact: true });

  await test.step('keeps the first and last 4 characters, spaces kept', async () => {
    await openTool(page, '/string-obfuscator');
    await input().fill('sk-1234567890abcd');
    await expect(output()).toHaveValue('sk-1*********abcd');
    await page.getByRole('spinbutton', { name: 'Keep first' }).fill('0');
    await input().fill('4111 1111 1111 1111');
    await expect(output()).toHaveValue('**** **** **** 1111');
  });

  await test.step('a mask of two characters is explained', async () => {
    await page.getByRole('textbox', { name: 'Mask character' }).fill('ab');
    await expect(page.getByText('Mask character: enter exactly one character.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Mask character' }).fill('•');
    await expect(output()).toHaveValue('•••• •••• •••• 1111');
  });

  await test.step('options survive a reload; the secret is not stored', async () => {
    await reopenTool(page);
    await expect(page.getByRole('spinbutton', { name: 'Keep first' })).toHaveValue('0');
    await expect(page.getByRole('textbox', { name: 'Mask character' })).toHaveValue('•');
    await expect(input()).toHaveValue('');
  });
});
