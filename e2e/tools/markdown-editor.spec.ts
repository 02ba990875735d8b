import { fileURLToPath } from 'node:url';
import { allowConsoleErrors, expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

const SAMPLE = fileURLToPath(new URL('../../libs/tool-markdown/src/markdown-editor/samples/sample.md', import.meta.url));

test('markdown-editor: CodeMirror with toolbar and shortcuts, live sanitised preview, opens a .md file; text survives a reload', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  const editor = page.locator('.cm-content[aria-label="Markdown"]');
  const preview = page.getByRole('region', { name: 'Preview' });

  await test.step('typing with Ctrl+B and the toolbar updates the preview', async () => {
    await openTool(page, '/markdown-editor');
    await expect(editor).toBeVisible();
    await editor.click();
    await page.keyboard.type('Hello ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('world');
    await expect(preview.locator('strong')).toHaveText('world');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('item');
    await page.getByRole('button', { name: 'Bulleted list (Ctrl+Shift+8)' }).click();
    await expect(preview.getByRole('listitem')).toHaveText('item');
  });

  await test.step('hostile Markdown is sanitised in the preview', async () => {
    await editor.fill('<img src=x onerror="document.title=\'pwned\'"> [x](javascript:alert(1))');
    await expect(preview.locator('img')).toHaveCount(1);
    await expect(preview.locator('img')).not.toHaveAttribute('onerror', /.*/);
    // DOMPurify removes the javascript: URL: the link text stays, without a target.
    await expect(preview.locator('a', { hasText: 'x' })).not.toHaveAttribute('href', /.*/);
    await expect(page).not.toHaveTitle('pwned');
    // Chrome reports each inline handler it meets while parsing, even in an inert document (DOMParser,
    // template): the CSP blocks it. Nothing runs; the report is the proof.
    await expect.poll(() => consoleErrors.length).toBeGreaterThan(0);
    allowConsoleErrors(consoleErrors, /Executing inline event handler violates the following Content Security Policy/);
  });

  await test.step('an opened .md file is edited and survives a reload', async () => {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open .md' }).click()]);
    await chooser.setFiles(SAMPLE);
    await expect(preview.getByRole('heading', { name: 'Sample document' })).toBeVisible();
    await expect(preview.getByRole('table')).toContainText('2');
    await expect.poll(() => savedState(page, 'markdown-editor'), { intervals: STORAGE_POLL }).toContain('Sample document');
    await reopenTool(page);
    await expect(editor).toContainText('# Sample document');
    await expect(preview.getByRole('heading', { name: 'Sample document' })).toBeVisible();
  });
});
