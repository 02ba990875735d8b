import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('json-to-javascript: writes a declaration as you type; explains a bad variable name and invalid JSON; state survives a reload and travels in the URL; converts a file over the 1 MB worker threshold in a worker', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  await test.step('writes a declaration as you type', async () => {
    await openTool(page, '/json-to-javascript');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON to JavaScript' })).toBeVisible();
    const output = page.getByRole('textbox', { name: 'JavaScript code' });
    await page.getByRole('textbox', { name: 'Input JSON' }).fill('{"host":"localhost","max-items":20}');
    await expect(output).toHaveValue("const data = {\n  host: 'localhost',\n  'max-items': 20\n};\n");
    await page.getByLabel('Declaration').selectOption('export-const');
    await page.getByRole('textbox', { name: 'Variable name' }).fill('config');
    await page.getByLabel('Semicolon').uncheck();
    await expect(output).toHaveValue("export const config = {\n  host: 'localhost',\n  'max-items': 20\n}\n");
  });

  await test.step('explains a bad variable name and invalid JSON', async () => {
    await openTool(page, '/json-to-javascript');
    const name = page.getByRole('textbox', { name: 'Variable name' });
    await name.fill('class');
    await expect(page.getByRole('alert')).toHaveText(/"class" is not a valid variable name/);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await name.fill('items');
    await page.getByRole('textbox', { name: 'Input JSON' }).fill('[1, 2');
    await expect(page.getByRole('alert')).toContainText('Line 1, column 6');
  });

  await test.step('state survives a reload and travels in the URL', async () => {
    await openTool(page, '/json-to-javascript');
    const input = page.getByRole('textbox', { name: 'Input JSON' });
    await page.getByLabel('Declaration').selectOption('module-exports');
    await page.getByRole('button', { name: 'Double "…"' }).click();
    await input.fill('["a"]');
    const expected = 'module.exports = [\n  "a"\n];\n';
    await expect(page.getByRole('textbox', { name: 'JavaScript code' })).toHaveValue(expected);
    const query = new URL(page.url()).searchParams;
    expect([query.get('declaration'), query.get('quote')]).toEqual(['module-exports', 'double']);
    await expect
      .poll(() => savedState(page, 'json-to-javascript'), { intervals: STORAGE_POLL })
      .toContain(JSON.stringify('["a"]').slice(1, -1));
    await reopenTool(page);
    await expect(input).toHaveValue('["a"]');
    await expect(page.getByRole('textbox', { name: 'JavaScript code' })).toHaveValue(expected);
  });

  await test.step('converts a file over the 1 MB worker threshold in a worker', async () => {
    await openTool(page, '/json-to-javascript');
    // A long string per row makes the file big with few values: the same worker path, little parsing.
    const lorem = 'lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(8);
    const rows = Array.from({ length: 2_200 }, (_, i) => ({ id: i, label: `row ${i}`, text: lorem, tags: ['x', 'y'] }));
    const buffer = Buffer.from(JSON.stringify(rows, null, 2));
    expect(buffer.length).toBeGreaterThan(1_000_000); // WORKER_INPUT_CHARS (ASCII: one byte per character)
    const worker = page.waitForEvent('worker', (w) => /json-to-javascript\.worker/.test(w.url()));
    // Set by its path: a buffer's bytes would cross Playwright's protocol (measured: 0.8 s for 1.3 MB, 0.08 s by path).
    const rowsPath = testInfo.outputPath('rows.json');
    writeFileSync(rowsPath, buffer);
    await page.locator('input[type=file]').setInputFiles(rowsPath);
    await worker;
    await expect(page.getByText(/Only the first [\d,.]+ KB of \d+\.\d MB are shown here/)).toBeVisible({ timeout: 20_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download data.js' }).click();
    const text = await readFile((await (await download).path())!, 'utf8');
    expect(text.startsWith("const data = [\n  {\n    id: 0,\n    label: 'row 0',")).toBe(true);
    expect(text.endsWith("      'y'\n    ]\n  }\n];\n")).toBe(true);
  });
});
