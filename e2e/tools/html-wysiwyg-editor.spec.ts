import { allowConsoleErrors, expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('html-wysiwyg-editor: rich text with toolbar and shortcuts becomes prettified HTML; HTML source loads back sanitised; content survives a reload', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  const editor = page.getByRole('textbox', { name: 'Rich text' });
  const output = page.getByRole('textbox', { name: 'Clean HTML' });

  await test.step('typing with the toolbar and Ctrl+B gives clean, indented HTML', async () => {
    await openTool(page, '/html-wysiwyg-editor');
    await editor.click();
    await page.getByRole('button', { name: 'Heading 2' }).click();
    await page.keyboard.type('Title');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Some ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('bold');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' text');
    await expect(output).toHaveValue('<h2>Title</h2>\n<p>Some <strong>bold</strong> text</p>\n');
    await expect(page.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Insert a table' }).click();
    await expect(output).toHaveValue(/<table[\s\S]*<th/);
    await expect(page.getByRole('button', { name: 'Add a row' })).toBeEnabled();
  });

  await test.step('hostile HTML source is sanitised before it enters the editor', async () => {
    const sourceBox = page.getByRole('textbox', { name: 'HTML source' });
    await sourceBox.fill('<h3>Loaded</h3><img src=x onerror="document.title=\'pwned\'"><p><a href="javascript:alert(1)">bad</a> <em>ok</em></p><script>document.title="pwned"</script>');
    await page.getByRole('button', { name: 'Load into the editor' }).click();
    await expect(editor.getByRole('heading', { name: 'Loaded' })).toBeVisible();
    await expect(output).toHaveValue(/<h3>Loaded<\/h3>/);
    await expect(output).not.toHaveValue(/onerror|javascript:|<script/);
    await expect(page).not.toHaveTitle('pwned');
    // Chrome reports each inline handler it meets while parsing, even in an inert document (DOMParser,
    // template): the CSP blocks it. Nothing runs; the report is the proof.
    await expect.poll(() => consoleErrors.length).toBeGreaterThan(0);
    allowConsoleErrors(consoleErrors, /Executing inline event handler violates the following Content Security Policy/);
  });

  await test.step('the document and the indent survive a reload', async () => {
    await page.getByRole('button', { name: '4 spaces' }).click();
    await expect.poll(() => savedState(page, 'html-wysiwyg-editor'), { intervals: STORAGE_POLL }).toContain('Loaded');
    await reopenTool(page);
    await expect(editor.getByRole('heading', { name: 'Loaded' })).toBeVisible();
    await expect(output).toHaveValue(/<h3>Loaded<\/h3>/);
  });
});
