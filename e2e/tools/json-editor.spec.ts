import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The values of the summary under the editor: type, number of values, nesting depth. */
const summary = (page: Page) => page.getByLabel('Document summary').locator('dd');

// RFC 8259 §13, first example (trimmed).
const RFC_OBJECT = '{"Image": {"Width": 800, "Title": "View from 15th Floor", "IDs": [116, 943]}}';

test('json-editor edits text, validates with line and column, and shows the tree', async ({ page }) => {
  await page.goto('/json-editor?mode=text');
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

  // Search (Ctrl+F) finds a value.
  await tree.getByText('View from 15th Floor').click();
  await page.keyboard.press('Control+f');
  const search = page.getByTitle('Enter text to search');
  await search.fill('Floor');
  await expect(page.locator('.jse-search-count')).toHaveText(/1\/1/);
});

test('json-editor opens a file, keeps a large one out of the state, and downloads it', async ({ page }) => {
  await page.goto('/json-editor?mode=tree');
  await page.locator('input[type=file]').setInputFiles({ name: 'small.json', mimeType: 'application/json', buffer: Buffer.from('{"opened": [1, 2, 3]}') });
  await expect(summary(page)).toHaveText(['object', '5', '2']);
  let download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect(readFileSync(await (await download).path(), 'utf8')).toBe('{"opened": [1, 2, 3]}');

  // ~3 MB: edited outside the tool state, said so; the download has all of it.
  const big = JSON.stringify(Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `item number ${i}`, tags: ['a', 'b'] })));
  expect(big.length).toBeGreaterThan(2_000_000);
  await page.locator('input[type=file]').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(big) });
  await expect(page.getByRole('status').filter({ hasText: 'Large file' })).toContainText('big.json');
  await expect(page.getByText(/too large to be remembered/)).toBeVisible();
  download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('big.json');
  expect(readFileSync(await file.path(), 'utf8')).toBe(big);
});

test('json-editor: state survives a reload and travels in the URL', async ({ page }) => {
  await page.goto('/json-editor');
  await page.getByRole('button', { name: 'text', exact: true }).click();
  await expect(page).toHaveURL(/mode=text/);
  await page.locator('.jse-text-mode .cm-content').fill('{"kept": true}');
  await expect(summary(page)).toHaveText(['object', '2', '1']);
  await page.waitForTimeout(400); // inputs are saved 250 ms after the last change
  await page.reload();
  await expect(page.locator('.jse-text-mode .cm-content')).toHaveText('{"kept": true}');
  await page.getByRole('button', { name: 'table', exact: true }).click();
  await expect(page).toHaveURL(/mode=table/);
});

// The guard rails check the page after the last example (text mode); tree and table modes, the
// search box and the context menu need vanilla-jsoneditor's ARIA repaired (JsonEditorView.tsx).
test('json-editor: tree and table modes, search and context menu are accessible in both themes', async ({ page }) => {
  test.setTimeout(60_000);
  const serious: string[] = [];
  const check = async (label: string) => {
    const results = await new AxeBuilder({ page }).include('[data-testid="tool-page"]').analyze();
    for (const v of results.violations) if (v.impact === 'serious' || v.impact === 'critical') serious.push(`${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  for (const theme of ['light', 'dark']) {
    await page.goto('/json-editor?mode=tree');
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    await page.locator('.jse-tree-mode').getByText('Handy Tools').click();
    await page.keyboard.press('Control+f');
    await page.getByTitle('Enter text to search').fill('e');
    await check(`${theme} tree + search`);
    await page.keyboard.press('Escape');
    await page.locator('.jse-tree-mode').getByText('octocat', { exact: true }).click();
    await page.keyboard.press('Control+q');
    await expect(page.getByRole('group', { name: 'Context menu' })).toBeVisible();
    await check(`${theme} context menu`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'table', exact: true }).click();
    await expect(page.locator('.jse-table-mode')).toBeVisible();
    await check(`${theme} table`);
  }
  expect(serious).toEqual([]);
});
