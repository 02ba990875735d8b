import { allowConsoleErrors, expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('html-to-markdown: HTML with a GFM table, task list and strikethrough becomes Markdown; styles switch; nothing in the HTML runs; state survives a reload', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  const input = page.getByRole('textbox', { name: 'HTML', exact: true });
  const output = page.getByRole('textbox', { name: 'Markdown output' });

  await test.step('converts a table, a task list and strikethrough (GFM spec 198, 279, 491 read backwards)', async () => {
    await openTool(page, '/html-to-markdown');
    await input.fill(
      '<h2>Notes</h2><table><thead><tr><th>foo</th><th>bar</th></tr></thead><tbody><tr><td>baz</td><td>bim</td></tr></tbody></table><ul><li><input type="checkbox" checked> done</li></ul><p><del>Hi</del> Hello</p>',
    );
    await expect(output).toHaveValue('## Notes\n\n| foo | bar |\n| --- | --- |\n| baz | bim |\n\n- [x] done\n\n~~Hi~~ Hello');
  });

  await test.step('heading and bullet styles change the Markdown', async () => {
    await page.getByLabel('Headings').selectOption('setext');
    await page.getByLabel('Bullet').selectOption('*');
    await expect(output).toHaveValue(/^Notes\n-----\n/);
    await expect(output).toHaveValue(/\* \[x\] done/);
  });

  await test.step('hostile HTML is parsed inertly: no handler runs, scripts are dropped', async () => {
    await input.fill('<img src=x onerror="document.title=\'pwned\'"><p>ok</p><script>document.title="pwned"</script>');
    await expect(output).toHaveValue('![](x)\n\nok');
    await expect(page).not.toHaveTitle('pwned');
    // Chrome reports each inline handler it meets while parsing, even in an inert document (DOMParser,
    // template): the CSP blocks it. Nothing runs; the report is the proof.
    await expect.poll(() => consoleErrors.length).toBeGreaterThan(0);
    allowConsoleErrors(consoleErrors, /Executing inline event handler violates the following Content Security Policy/);
  });

  await test.step('HTML and options survive a reload', async () => {
    await input.fill('<h1>Kept</h1>');
    await expect.poll(() => savedState(page, 'html-to-markdown'), { intervals: STORAGE_POLL }).toContain('Kept');
    await reopenTool(page);
    await expect(output).toHaveValue('Kept\n====');
  });
});
