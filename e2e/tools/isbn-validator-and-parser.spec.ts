import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// ISBNs: the ISBN Users' Manual's example (978-0-571-08989-5) and the textbook 0-306-40615-2.

test('isbn-validator-and-parser: hyphenates and converts an ISBN, corrects a wrong check digit, names a bad character; the input survives a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await test.step('hyphenates an ISBN-10 and converts it to ISBN-13', async () => {
    await openTool(page, '/isbn-validator-and-parser');
    await page.getByLabel('ISBN', { exact: true }).fill('0306406152');
    await expect(page.getByRole('status').filter({ hasText: 'Valid ISBN' })).toBeVisible();
    await expect(page.getByLabel('ISBN-13 (hyphenated)', { exact: true })).toHaveText('978-0-306-40615-7');
    await expect(page.getByLabel('ISBN-10 (hyphenated)', { exact: true })).toHaveText('0-306-40615-2');
    await expect(page.getByLabel('Registration group', { exact: true })).toHaveText('978-0 — English language');
    await expect(page.getByLabel('Registrant (publisher)', { exact: true })).toHaveText('306');
  });

  await test.step('corrects a wrong check digit and names a bad character', async () => {
    const input = page.getByLabel('ISBN', { exact: true });
    await input.fill('978-0-571-08989-4');
    await expect(page.getByRole('status').filter({ hasText: 'Not a valid ISBN' })).toContainText('the other digits need 5');
    await expect(page.getByLabel('With the right check digit', { exact: true })).toHaveText('978-0-571-08989-5');
    await input.fill('978-0-571-O8989-5');
    await expect(page.getByRole('alert')).toContainText('"O" at position 11');
  });

  await test.step('the input survives a reload', async () => {
    await openTool(page, '/isbn-validator-and-parser');
    await page.getByLabel('ISBN', { exact: true }).fill('979-10-91146-13-5');
    await expect(page.getByLabel('ISBN-10', { exact: true })).toContainText('no ISBN-10');
    await expect.poll(() => savedState(page, 'isbn-validator-and-parser'), { intervals: STORAGE_POLL }).toContain('979-10-91146-13-5');
    await reopenTool(page);
    await expect(page.getByLabel('Registration group', { exact: true })).toHaveText('979-10 — France');
  });
});
