import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Stripe's published test cards and the classic Luhn example 7992739871 → check digit 3.

test('luhn-validator: checks a card number and names its scheme, corrects a wrong check digit, names a bad character; the input survives a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await test.step('checks a test card and names its scheme', async () => {
    await openTool(page, '/luhn-validator');
    await page.getByLabel('Number', { exact: true }).fill('2223 0031 2200 3222');
    await expect(page.getByRole('status').filter({ hasText: 'Passes the Luhn check' })).toBeVisible();
    await expect(page.getByLabel('Card scheme (by IIN)', { exact: true })).toHaveText('Mastercard');
    await page.getByLabel('Number', { exact: true }).fill('378282246310005');
    await expect(page.getByLabel('Grouped', { exact: true })).toHaveText('3782 822463 10005');
    await expect(page.getByLabel('Card scheme (by IIN)', { exact: true })).toHaveText('American Express');
  });

  await test.step('corrects a wrong check digit and names a bad character', async () => {
    const input = page.getByLabel('Number', { exact: true });
    await input.fill('79927398710');
    await expect(page.getByRole('status').filter({ hasText: 'Fails the Luhn check' })).toContainText('should be 3');
    await expect(page.getByLabel('With the right check digit', { exact: true })).toHaveText('79927398713');
    await input.fill('7992739871x');
    await expect(page.getByRole('alert')).toContainText('"x" at position 11');
  });

  await test.step('the input survives a reload', async () => {
    await openTool(page, '/luhn-validator');
    await page.getByLabel('Number', { exact: true }).fill('6011111111111117');
    await expect.poll(() => savedState(page, 'luhn-validator'), { intervals: STORAGE_POLL }).toContain('6011111111111117');
    await reopenTool(page);
    await expect(page.getByLabel('Card scheme (by IIN)', { exact: true })).toHaveText('Discover');
  });
});
