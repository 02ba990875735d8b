import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { allowConsoleErrors, expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Real Google Sheets clipboard HTML (microsoft/roosterjs' paste tests; see the samples' README).
const GOOGLE_SHEETS = readFileSync(fileURLToPath(new URL('../../libs/tool-markdown/src/paste-as-markdown/samples/google-sheets.html', import.meta.url)), 'utf8');

/** Dispatches a paste event carrying these clipboard items, as the browser does on Ctrl+V. */
async function paste(target: Locator, items: Record<string, string>): Promise<void> {
  await target.evaluate((el, data) => {
    const transfer = new DataTransfer();
    for (const [type, value] of Object.entries(data)) transfer.setData(type, value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, items);
}

test('paste-as-markdown: a pasted Google Sheets range becomes a GFM table, a web page keeps its links, TSV text becomes a table; hostile HTML never runs; state survives a reload', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  const target = page.getByRole('textbox', { name: 'Paste target' });
  const output = page.getByRole('textbox', { name: 'Markdown output' });

  await test.step('a Google Sheets range (real clipboard HTML) → a GFM table, first row as the header', async () => {
    await openTool(page, '/paste-as-markdown');
    await target.click();
    await paste(target, { 'text/html': GOOGLE_SHEETS, 'text/plain': '■■■■■■\t■■■■■■\t■■■■■■' });
    await expect(output).toHaveValue(/^\| ■■■■■■ \| ■■■■■■ \| ■■■■■■ \|\n\| --- \| --- \| --- \|\n/);
    await expect(output).toHaveAccessibleDescription('Converted from the pasted rich content (HTML).');
    await page.getByLabel('First table row is the header').uncheck();
    await expect(output).toHaveValue(/^\| +\| +\| +\|\n/);
    await page.getByLabel('First table row is the header').check();
  });

  await test.step('a web page selection keeps links; tab-separated text becomes a table', async () => {
    await paste(target, { 'text/html': '<p>Read <a href="https://example.com/guide">the guide</a> <em>first</em>.</p>', 'text/plain': 'Read the guide first.' });
    await expect(output).toHaveValue('Read [the guide](https://example.com/guide) *first*.');
    await paste(target, { 'text/plain': 'Name\tQty\r\nApple\t3\r\n' });
    await expect(output).toHaveValue('| Name | Qty |\n| --- | --- |\n| Apple | 3 |');
    await expect(output).toHaveAccessibleDescription('Converted from a spreadsheet range (tab-separated text).');
  });

  await test.step('hostile pasted HTML is converted inertly: nothing runs', async () => {
    await paste(target, { 'text/html': '<img src=x onerror="document.title=\'pwned\'"><p>safe</p>', 'text/plain': 'safe' });
    await expect(output).toHaveValue('![](x)\n\nsafe');
    await expect(page).not.toHaveTitle('pwned');
    // Chrome reports each inline handler it meets while parsing, even in an inert document (DOMParser,
    // template): the CSP blocks it. Nothing runs; the report is the proof.
    await expect.poll(() => consoleErrors.length).toBeGreaterThan(0);
    allowConsoleErrors(consoleErrors, /Executing inline event handler violates the following Content Security Policy/);
  });

  await test.step('the last paste survives a reload', async () => {
    await paste(target, { 'text/html': '<h1>Kept</h1>', 'text/plain': 'Kept' });
    await expect.poll(() => savedState(page, 'paste-as-markdown'), { intervals: STORAGE_POLL }).toContain('Kept');
    await reopenTool(page);
    await expect(output).toHaveValue('# Kept');
  });
});
