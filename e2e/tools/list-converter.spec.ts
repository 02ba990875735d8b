import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('list-converter: trim, dedupe, natural sort, quotes, separators; bad regex; state and link', async ({ page, context }) => {
  await test.step('lines to a quoted, de-duplicated SQL list; natural sort', async () => {
    await openTool(page, '/list-converter');
    await page.getByLabel('Your list', { exact: true }).fill(" it's \nbanana\n\napple\nbanana");
    await page.getByLabel('Remove duplicates').check();
    await page.getByLabel('Quotes', { exact: true }).selectOption({ label: "'…'" });
    await page.getByLabel('Inner quotes').selectOption('double');
    await page.getByLabel('List prefix', { exact: true }).fill('(');
    await page.getByLabel('List suffix', { exact: true }).fill(')');
    await expect(page.getByLabel('Converted list', { exact: true })).toHaveValue("('it''s', 'banana', 'apple')");
    await page.getByLabel('Your list', { exact: true }).fill('file10\nfile2\nfile1');
    await page.getByLabel('Sort', { exact: true }).selectOption('natural');
    await expect(page.getByLabel('Converted list', { exact: true })).toHaveValue("('file1', 'file2', 'file10')");
  });

  await test.step('an invalid regular expression is named under its field', async () => {
    await page.getByLabel('Keep items matching').fill('(');
    await expect(page.getByText(/^Keep items matching: Invalid regular expression/)).toBeVisible();
    await page.getByLabel('Keep items matching').fill('');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await expect.poll(() => savedState(page, 'list-converter'), { intervals: STORAGE_POLL }).toContain('file10');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('natural');
    await reopenTool(page);
    await expect(page.getByLabel('Converted list', { exact: true })).toHaveValue("('file1', 'file2', 'file10')");
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await page.getByLabel('Your list', { exact: true }).fill('x');
    await openLink(page, link);
    await expect(page.getByLabel('Your list', { exact: true })).toHaveValue('file10\nfile2\nfile1');
  });
});
