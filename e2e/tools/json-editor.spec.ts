import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';
import { expectAccessible, setTheme } from '../support/axe';

/** The values of the summary under the editor: type, number of values, nesting depth. */
const summary = (page: Page) => page.getByLabel('Document summary').locator('dd');

// RFC 8259 §13, first example (trimmed).
const RFC_OBJECT = '{"Image": {"Width": 800, "Title": "View from 15th Floor", "IDs": [116, 943]}}';

test('json-editor: edits text, validates with line and column, and shows the tree; opens a file, keeps a large one out of the state, and downloads it; state survives a reload and travels in the URL; tree and table modes, search and context menu are accessible in both themes', async ({
  page,
}) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('edits text, validates with line and column, and shows the tree', async () => {
    await openTool(page, '/json-editor?mode=text');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Editor' })).toBeVisible();
    const code = page.locator('.jse-text-mode .cm-content');
    await code.fill('{"Image": {"Width": 800,\n "Title": }}');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid JSON' })).toContainText('Line 2, column 11:');
    await code.fill(RFC_OBJECT);
    await expect(summary(page)).toHaveText(['object', '7', '3']);

    // The component's own menu switches modes, with the keyboard too.
    const treeButton = page.getByRole('button', { name: 'tree', exact: true });
    await treeButton.focus();
    await page.keyboard.press('Enter');
    const tree = page.locator('.jse-tree-mode');
    await expect(tree).toBeVisible();
    await expect(page).not.toHaveURL(/mode=text/); // tree is the default mode: not in the URL
    await expect(tree.getByText('View from 15th Floor')).toBeVisible();

    // Collapse all / expand all (tree mode menu).
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expect(tree.getByText('View from 15th Floor')).toHaveCount(0);
    await page.getByRole('button', { name: 'Expand all' }).click();
    await expect(tree.getByText('View from 15th Floor')).toBeVisible();
    await expect(tree.getByText('943')).toBeVisible();

    // The selected node's JSONPath (RFC 9535 normalized path), ready to copy.
    const selectedPath = page.getByRole('textbox', { name: 'JSONPath of the selected node' });
    await tree.getByText('943').click();
    await expect(selectedPath).toHaveValue("$['Image']['IDs'][1]");

    // Search (Ctrl+F) finds a value.
    await tree.getByText('View from 15th Floor').click();
    await expect(selectedPath).toHaveValue("$['Image']['Title']");
    await page.keyboard.press('Control+f');
    const search = page.getByTitle('Enter text to search');
    await search.fill('Floor');
    await expect(page.locator('.jse-search-count')).toHaveText(/1\/1/);
  });

  await test.step('opens a file, keeps a large one out of the state, and downloads it', async () => {
    await openTool(page, '/json-editor?mode=tree');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'small.json', mimeType: 'application/json', buffer: Buffer.from('{"opened": [1, 2, 3]}') });
    await expect(summary(page)).toHaveText(['object', '5', '2']);
    let download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    // The download is a text file: it ends with a line break.
    expect(readFileSync(await (await download).path(), 'utf8')).toBe('{"opened": [1, 2, 3]}\n');

    // Over the 1,000,000 characters the tool keeps in its state (STATE_MAX_CHARS in JsonEditorTool.tsx;
    // no worker here, so no need for a bigger file): edited outside the tool state, said so; the
    // download has all of it.
    const big = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `item number ${i}`, tags: ['a', 'b'] })));
    expect(big.length).toBeGreaterThan(1_000_000);
    // Set by its path: a buffer's bytes would cross Playwright's protocol (0.8 s for 1.3 MB, 0.08 s by path).
    const bigPath = test.info().outputPath('big.json');
    writeFileSync(bigPath, big);
    await page.locator('input[type=file]').setInputFiles(bigPath);
    await expect(page.getByRole('status').filter({ hasText: 'Large file' })).toContainText('big.json');
    await expect(page.getByText(/too large to be remembered/)).toBeVisible();
    download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('big.json');
    expect(readFileSync(await file.path(), 'utf8')).toBe(`${big}\n`);
  });

  await test.step('state survives a reload and travels in the URL', async () => {
    await openTool(page, '/json-editor');
    await page.getByRole('button', { name: 'text', exact: true }).click();
    await expect(page).toHaveURL(/mode=text/);
    await page.locator('.jse-text-mode .cm-content').fill('{"kept": true}');
    await expect(summary(page)).toHaveText(['object', '2', '1']);
    await expect.poll(() => savedState(page, 'json-editor'), { intervals: STORAGE_POLL }).toContain('kept');
    await reopenTool(page);
    await expect(page.locator('.jse-text-mode .cm-content')).toHaveText('{"kept": true}');
    await page.getByRole('button', { name: 'table', exact: true }).click();
    await expect(page).toHaveURL(/mode=table/);
  });

  // The guard rails check the page after the last example (text mode); tree and table modes, the
  // search box and the context menu need vanilla-jsoneditor's ARIA repaired (JsonEditorView.tsx).
  // The states differ from the guard rails' one, so axe runs here too.
  await test.step('tree and table modes, search and context menu are accessible in both themes', async () => {
    // The default document (the tool's sample), not the one the steps above left in storage.
    await page.evaluate(() => localStorage.removeItem('tool-state:json-editor'));
    for (const theme of ['light', 'dark'] as const) {
      // The dark theme only changes colours: colour contrast there, as the guard rails do.
      const check = (label: string) =>
        expectAccessible(page, `${theme} ${label}`, { include: '[data-testid="tool-page"]', ...(theme === 'dark' ? { rules: ['color-contrast'] } : {}) });
      await openTool(page, '/json-editor?mode=tree');
      await setTheme(page, theme);
      await page.locator('.jse-tree-mode').getByText('Handy Tools').click();
      await page.keyboard.press('Control+f');
      await page.getByTitle('Enter text to search').fill('e');
      await check('tree + search');
      await page.keyboard.press('Escape');
      await page.locator('.jse-tree-mode').getByText('octocat', { exact: true }).click();
      await page.keyboard.press('Control+q');
      await expect(page.getByRole('group', { name: 'Context menu' })).toBeVisible();
      await check('context menu');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'table', exact: true }).click();
      await expect(page.locator('.jse-table-mode')).toBeVisible();
      await check('table');
    }
  });
});
