import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

// RFC 8259 §13, first example (shortened), typed as one line.
const RFC_OBJECT = '{"Image":{"Width":800,"Title":"View from 15th Floor","IDs":[116,943],"content-type":"image/jpeg"}}';

test('json-to-object: writes a JavaScript object literal as you type; shows the line and column of invalid JSON; state survives a reload and travels in the URL; converts a file over the 1 MB worker threshold in a worker and offers the download', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  await test.step('writes a JavaScript object literal as you type', async () => {
    await openTool(page, '/json-to-object');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON to object' })).toBeVisible();
    const output = page.getByRole('textbox', { name: 'JavaScript object' });
    await page.getByRole('textbox', { name: 'Input JSON' }).fill(RFC_OBJECT);
    // Identifier keys unquoted, others quoted (ECMA-262 §12.6 IdentifierName), single quotes by default.
    await expect(output).toHaveValue(
      "{\n  Image: {\n    Width: 800,\n    Title: 'View from 15th Floor',\n    IDs: [\n      116,\n      943\n    ],\n    'content-type': 'image/jpeg'\n  }\n}\n",
    );
    await page.getByRole('button', { name: 'Double "…"' }).click();
    await page.getByLabel('Indent').selectOption('0');
    await expect(output).toHaveValue(
      '{Image: {Width: 800, Title: "View from 15th Floor", IDs: [116, 943], "content-type": "image/jpeg"}}\n',
    );
  });

  await test.step('shows the line and column of invalid JSON', async () => {
    await openTool(page, '/json-to-object');
    const input = page.getByRole('textbox', { name: 'Input JSON' });
    // Not JSON5 either (a trailing comma is JSON5, read by default): the colon is missing before the 2 at line 3, column 7.
    await input.fill('{\n  "a": 1,\n  "b" 2\n}');
    await expect(page.getByRole('alert')).toContainText('Line 3, column 7');
    await expect(input).toHaveValue('{\n  "a": 1,\n  "b" 2\n}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('state survives a reload and travels in the URL', async () => {
    await openTool(page, '/json-to-object');
    const input = page.getByRole('textbox', { name: 'Input JSON' });
    await page.getByLabel('Trailing commas').check();
    await page.getByLabel('Indent').selectOption('tab');
    await input.fill('{"a":[1]}');
    const expected = '{\n\ta: [\n\t\t1,\n\t],\n}\n';
    await expect(page.getByRole('textbox', { name: 'JavaScript object' })).toHaveValue(expected);
    const query = new URL(page.url()).searchParams;
    expect([query.get('trailingCommas'), query.get('indent')]).toEqual(['true', 'tab']);
    await expect
      .poll(() => savedState(page, 'json-to-object'), { intervals: STORAGE_POLL })
      .toContain(JSON.stringify('{"a":[1]}').slice(1, -1));
    await reopenTool(page);
    await expect(input).toHaveValue('{"a":[1]}');
    await expect(page.getByLabel('Trailing commas')).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'JavaScript object' })).toHaveValue(expected);
  });

  await test.step('converts a file over the 1 MB worker threshold in a worker and offers the download', async () => {
    await openTool(page, '/json-to-object');
    // A long string per row makes the file big with few values: the same worker path, little parsing.
    const count = 2_000;
    const lorem = 'lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(8);
    const rows = Array.from({ length: count }, (_, i) => ({ id: i, name: `item ${i}`, 'a-b': [i, true, null], text: lorem, nested: { x: i } }));
    const buffer = Buffer.from(JSON.stringify(rows, null, 2));
    expect(buffer.length).toBeGreaterThan(1_000_000); // WORKER_INPUT_CHARS (ASCII: one byte per character)
    const worker = page.waitForEvent('worker', (w) => /json-to-object\.worker/.test(w.url()));
    // Set by its path: a buffer's bytes would cross Playwright's protocol (measured: 0.8 s for 1.3 MB, 0.08 s by path).
    const rowsPath = testInfo.outputPath('rows.json');
    writeFileSync(rowsPath, buffer);
    await page.locator('input[type=file]').setInputFiles(rowsPath);
    await worker;
    await expect(page.getByText(/Only the first [\d,.]+ KB of \d+\.\d MB are shown here/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: 'JavaScript object' })).toHaveValue(
      /^\[\n {2}\{\n {4}id: 0,\n {4}name: 'item 0',\n {4}'a-b': \[/,
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download object.js' }).click();
    const text = await readFile((await (await download).path())!, 'utf8');
    expect(text.endsWith(`{\n      x: ${count - 1}\n    }\n  }\n]\n`)).toBe(true);
  });
});
