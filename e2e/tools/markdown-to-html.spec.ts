import { allowConsoleErrors, expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('markdown-to-html: GFM table, task list and strikethrough render sanitised; script never runs; options and text survive a reload', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  const input = page.getByRole('textbox', { name: 'Markdown', exact: true });
  const output = page.getByRole('textbox', { name: 'HTML output' });
  const preview = page.getByRole('region', { name: 'Rendered document' });

  await test.step('GFM (spec examples 198, 279, 491) renders to HTML and a preview', async () => {
    await openTool(page, '/markdown-to-html');
    await input.fill('| foo | bar |\n| --- | --- |\n| baz | bim |\n\n- [ ] foo\n- [x] bar\n\n~~Hi~~ Hello');
    await expect(output).toHaveValue(/<th>foo<\/th>/);
    await expect(output).toHaveValue(/<del>Hi<\/del> Hello/);
    await expect(preview.getByRole('table')).toContainText('baz');
    await expect(preview.getByRole('checkbox')).toHaveCount(2);
    await expect(preview.getByRole('checkbox').nth(1)).toBeChecked();
  });

  await test.step('hostile HTML is sanitised: nothing runs', async () => {
    await input.fill('<img src=x onerror="document.title=\'pwned\'"> [x](javascript:alert(1)) <script>document.title="pwned"</script>');
    await expect(output).toHaveValue(/<img src="x">/);
    await expect(output).not.toHaveValue(/onerror|javascript:|<script/);
    await expect(page).not.toHaveTitle('pwned');
    // Chrome reports each inline handler it meets while parsing, even in an inert document (DOMParser,
    // template): the CSP blocks it. Nothing runs; the report is the proof.
    await expect.poll(() => consoleErrors.length).toBeGreaterThan(0);
    allowConsoleErrors(consoleErrors, /Executing inline event handler violates the following Content Security Policy/);
  });

  await test.step('heading anchors and escaped HTML survive a reload', async () => {
    await input.fill('## Install\n\n## Install\n\n<b>raw</b>');
    await page.getByLabel('Heading anchors (GitHub ids)').check();
    await page.getByRole('button', { name: 'Show as text' }).click();
    await expect(output).toHaveValue(/<h2 id="install-1">Install<\/h2>/);
    await expect(output).toHaveValue(/&lt;b&gt;raw&lt;\/b&gt;/);
    await expect.poll(() => savedState(page, 'markdown-to-html'), { intervals: STORAGE_POLL }).toContain('Install');
    await reopenTool(page);
    await expect(input).toHaveValue(/## Install/);
    await expect(output).toHaveValue(/<h2 id="install-1">Install<\/h2>/);
    await expect(output).toHaveValue(/&lt;b&gt;raw/);
  });
});
