import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('sql-prettify: formats a query as you type; shows a syntax error with line and column; options and input survive a reload', async ({
  page,
}) => {
  await test.step('formats a query as you type', async () => {
    await openTool(page, '/sql-prettify');
    // sql-formatter's README: format('SELECT * FROM tbl', { language: 'mysql' }).
    await page.getByLabel('Dialect').selectOption('mysql');
    await page.getByRole('textbox', { name: 'SQL input' }).fill('select * from tbl');
    await expect(page.getByRole('textbox', { name: 'Formatted SQL' })).toHaveValue('SELECT\n  *\nFROM\n  tbl');
  });

  await test.step('shows a syntax error with line and column', async () => {
    const input = page.getByRole('textbox', { name: 'SQL input' });
    await input.fill("SELECT a\nFROM t WHERE b = 'x");
    await expect(page.getByRole('alert')).toContainText('SQL syntax error at line 2, column 18');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('options and input survive a reload', async () => {
    await openTool(page, '/sql-prettify');
    await page.getByLabel('Keywords').selectOption('lower');
    await page.getByRole('textbox', { name: 'SQL input' }).fill('SELECT a FROM t');
    const output = page.getByRole('textbox', { name: 'Formatted SQL' });
    await expect(output).toHaveValue('select\n  a\nfrom\n  t');
    expect(new URL(page.url()).searchParams.get('keywordCase')).toBe('lower');
    await expect.poll(() => savedState(page, 'sql-prettify'), { intervals: STORAGE_POLL }).toContain('SELECT a FROM t');
    await reopenTool(page);
    await expect(output).toHaveValue('select\n  a\nfrom\n  t');
  });
});
