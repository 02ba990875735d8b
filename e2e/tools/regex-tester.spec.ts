import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('regex-tester: matches with groups, replace preview and diagram; catastrophic backtracking is stopped in time; a syntax error is located; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // the steps' budgets, summed, on a busy machine
  const pattern = () => page.getByRole('textbox', { name: 'Regular expression', exact: true });
  const text = () => page.getByRole('textbox', { name: 'Text to test', exact: true });
  const status = () => page.getByRole('status').filter({ hasText: /^(\d+ match|No match|Testing|Over)/ });

  await test.step('lists matches with named groups, previews a replacement, draws the diagram', async () => {
    await openTool(page, '/regex-tester');
    await pattern().fill('(?<year>\\d{4})-(?<month>\\d{2})');
    await text().fill('Released 2015-06-17, updated 2024-01-09.');
    await expect(status()).toHaveText('2 matches.');
    const matches = page.getByRole('table', { name: 'Matches' });
    await expect(matches.getByRole('row')).toHaveCount(3);
    await expect(matches.getByRole('row').nth(1)).toContainText('1 <year>: "2015" [9–13]');
    await page.getByLabel('Replace', { exact: true }).check();
    // MDN String.prototype.replace: $<name> inserts the named group.
    await page.getByRole('textbox', { name: 'Replacement', exact: true }).fill('$<month>/$<year>');
    await expect(page.getByRole('textbox', { name: 'Result', exact: true })).toHaveValue('Released 06/2015-17, updated 01/2024-09.');
    await expect(page.getByRole('img', { name: /^Railroad diagram of / })).toContainText('group #1 <year>');
    await expect(page.getByRole('list', { name: 'Sample strings' }).getByRole('listitem').first()).toHaveText(/^"\d{4}-\d{2}"$/);
  });

  await test.step('catastrophic backtracking is stopped at the time limit; the page stays usable', async () => {
    await page.getByRole('spinbutton', { name: 'Time limit (ms)' }).fill('300');
    await pattern().fill('(a+)+$');
    await text().fill(`${'a'.repeat(40)}b`);
    await expect(page.getByText('Stopped after 0.3 s: catastrophic backtracking?')).toBeVisible();
    await expect(pattern()).toHaveValue('(a+)+$');
    await pattern().fill('a+b');
    await expect(status()).toHaveText('1 match.');
  });

  await test.step('a syntax error is located', async () => {
    await pattern().fill('a(*b');
    await expect(pattern()).toHaveAccessibleDescription('Invalid regular expression: Nothing to repeat (at position 3).');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/regex-tester');
    await pattern().fill('cat');
    await text().fill('Cat cat CAT');
    await page.getByLabel('ignore case (i)').check();
    await expect(status()).toHaveText('3 matches.');
    await expect.poll(() => savedState(page, 'regex-tester'), { intervals: STORAGE_POLL }).toContain('Cat cat CAT');
    await reopenTool(page);
    await expect(status()).toHaveText('3 matches.');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('JavaScript literal', { exact: true })).toHaveText('/cat/gi');
  });
});
