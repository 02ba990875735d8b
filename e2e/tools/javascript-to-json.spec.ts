import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('javascript-to-json: converts an object literal without running it; refuses code with the line and column; state survives a reload and travels in the URL; converts a file over the 1 MB worker threshold in a worker', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  await test.step('converts an object literal without running it', async () => {
    await openTool(page, '/javascript-to-json');
    await expect(page.getByRole('heading', { level: 1, name: 'JavaScript to JSON' })).toBeVisible();
    const output = page.getByRole('textbox', { name: 'JSON', exact: true });
    // JSON5 spec (spec.json5.org) features: comments, unquoted keys, single quotes, hex, trailing commas.
    await page
      .getByRole('textbox', { name: 'Input JavaScript' })
      .fill("const config = {\n  // port\n  port: 0x1F90,\n  name: 'demo',\n  list: [.5, +1,],\n};");
    await expect(output).toHaveValue('{\n  "port": 8080,\n  "name": "demo",\n  "list": [\n    0.5,\n    1\n  ]\n}\n');
    await page.getByRole('textbox', { name: 'Input JavaScript' }).fill('[Infinity, NaN]');
    await expect(output).toHaveValue('[\n  null,\n  null\n]\n');
    await expect(page.getByText('$[0] is Infinity, which JSON cannot represent; it is written as null.')).toBeVisible();
  });

  await test.step('refuses code with the line and column', async () => {
    const input = page.getByRole('textbox', { name: 'Input JavaScript' });
    await input.fill('{\n  when: new Date(),\n}');
    await expect(page.getByRole('alert')).toHaveText(/^Line 2, column 9: 'new …' creates an object/);
    await input.fill('{a: fetchData()}');
    await expect(page.getByRole('alert')).toHaveText(/^Line 1, column 5: 'fetchData\(…\)' is a function call/);
    await expect(input).toHaveValue('{a: fetchData()}');
  });

  await test.step('state survives a reload and travels in the URL', async () => {
    await openTool(page, '/javascript-to-json');
    const input = page.getByRole('textbox', { name: 'Input JavaScript' });
    await page.getByLabel('Indent').selectOption('0');
    await input.fill("{a: 'x'}");
    await expect(page.getByRole('textbox', { name: 'JSON', exact: true })).toHaveValue('{"a":"x"}\n');
    expect(new URL(page.url()).searchParams.get('indent')).toBe('0');
    await expect.poll(() => savedState(page, 'javascript-to-json'), { intervals: STORAGE_POLL }).toContain("{a: 'x'}");
    await reopenTool(page);
    await expect(input).toHaveValue("{a: 'x'}");
    await expect(page.getByRole('textbox', { name: 'JSON', exact: true })).toHaveValue('{"a":"x"}\n');
  });

  await test.step('converts a file over the 1 MB worker threshold in a worker', async () => {
    await openTool(page, '/javascript-to-json');
    // A long string per row makes the file big with few tokens: the same worker path, little parsing.
    const text = 'lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(16).trim();
    const rows = Array.from({ length: 1_200 }, (_, i) => ({ id: i, label: `row ${i}`, ok: true, text }));
    const body = rows.map((r) => `  {id: ${r.id}, label: '${r.label}', ok: true, text: '${r.text}'}, // ${r.id}`).join('\n');
    const buffer = Buffer.from(`export default [\n${body}\n];\n`);
    expect(buffer.length).toBeGreaterThan(1_000_000); // WORKER_INPUT_CHARS (ASCII: one byte per character)
    const worker = page.waitForEvent('worker', (w) => /javascript-to-json\.worker/.test(w.url()));
    // Set by its path: a buffer's bytes would cross Playwright's protocol (measured: 0.8 s for 1.3 MB, 0.08 s by path).
    const rowsPath = testInfo.outputPath('rows.js');
    writeFileSync(rowsPath, buffer);
    await page.locator('input[type=file]').setInputFiles(rowsPath);
    await worker;
    await expect(page.getByText(/Only the first [\d,.]+ KB of \d+\.\d MB are shown here/)).toBeVisible({ timeout: 30_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download data.json' }).click();
    // Every row, as JSON.stringify writes them with the default indent of 2.
    expect(await readFile((await (await download).path())!, 'utf8')).toBe(`${JSON.stringify(rows, null, 2)}\n`);
  });
});
