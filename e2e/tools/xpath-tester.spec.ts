import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('xpath-tester: lists matched nodes with their paths, or a number; a bad expression is located; inputs survive a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const expression = page.getByRole('textbox', { name: 'XPath expression' });
  const xml = page.getByRole('textbox', { name: 'XML document' });
  const rows = page.getByRole('table', { name: 'Matched nodes' }).getByRole('row');

  await test.step('matched nodes with their paths, then a number', async () => {
    await openTool(page, '/xpath-tester');
    await expect(page.getByRole('heading', { level: 1, name: 'XPath tester' })).toBeVisible();
    await xml.fill(
      '<doc><chapter><title>Introduction</title></chapter><chapter><title>Details</title><para type="warning">w</para></chapter></doc>',
    );
    await expression.fill('//chapter[para/@type="warning"]/title | //@type');
    await expect(page.getByRole('status').filter({ hasText: 'Nodes matched' })).toHaveText('Nodes matched: 2');
    await expect(rows.nth(1)).toContainText('/doc[1]/chapter[2]/title[1]');
    await expect(rows.nth(1)).toContainText('Details');
    await expect(rows.nth(2)).toContainText('/doc[1]/chapter[2]/para[1]/@type');
    await expression.fill('count(//chapter)');
    await expect(page.getByLabel('Number', { exact: true })).toHaveText('2');
  });

  await test.step('an unclosed predicate is located', async () => {
    await openTool(page, '/xpath-tester');
    await expression.fill('//book[price > 10');
    await expect(page.getByRole('alert')).toHaveText('XPath, column 7: "[" is not closed.');
  });

  await test.step('inputs survive a reload', async () => {
    await openTool(page, '/xpath-tester');
    await page.getByTestId('tool-example').filter({ hasText: 'Namespaces (Atom feed)' }).click();
    await expect(rows.nth(1)).toContainText('https://example.org/robot.png');
    await expression.fill('//atom:entry/atom:title');
    await expect(rows.nth(1)).toContainText('Atom-Powered Robots Run Amok');
    await expect.poll(() => savedState(page, 'xpath-tester'), { intervals: STORAGE_POLL }).toContain('atom:title');
    await reopenTool(page);
    await expect(expression).toHaveValue('//atom:entry/atom:title');
    await expect(rows.nth(1)).toContainText('Atom-Powered Robots Run Amok');
  });
});
