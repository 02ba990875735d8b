import { writeFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

// RFC 8259 §13, first example (trimmed), with its spacing.
const RFC_OBJECT = '{\n  "Image": {\n    "Width":  800,\n    "Title":  "View from 15th Floor",\n    "IDs": [116, 943, 234, 38793]\n  }\n}';

test('json-minify: minifies JSON as you type and reports the bytes saved; shows the line and column of an error; state survives a reload and travels in a link; minifies a file over the 1 MB worker threshold in a worker and offers minified.json', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('minifies JSON as you type and reports the bytes saved', async () => {
    await openTool(page, '/json-minify');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON minify' })).toBeVisible();
    await page.getByLabel('Input JSON').fill(RFC_OBJECT);
    // The output is a file: it ends with a line break, counted in its size.
    const minified = '{"Image":{"Width":800,"Title":"View from 15th Floor","IDs":[116,943,234,38793]}}\n';
    await expect(page.getByRole('textbox', { name: 'Minified JSON' })).toHaveValue(minified);
    const saved = RFC_OBJECT.length - minified.length; // ASCII: one byte per character
    await expect(page.getByTestId('json-minify-size')).toHaveText(
      `${RFC_OBJECT.length} bytes → ${minified.length} bytes: ${saved} bytes saved (${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format((100 * saved) / RFC_OBJECT.length)} %).`,
    );
    // JSON5 is read by default (comments, trailing commas, unquoted keys) and written as strict JSON.
    await page.getByLabel('Input JSON').fill("{ a: 'b', }");
    await expect(page.getByRole('textbox', { name: 'Minified JSON' })).toHaveValue('{"a":"b"}\n');
  });

  await test.step('shows the line and column of an error', async () => {
    const input = page.getByLabel('Input JSON');
    await input.fill('[\n  1,\n  2 3\n]');
    await expect(page.getByTestId('tool-area').getByRole('alert')).toHaveText(
      "Line 3, column 5: expected ',' or ']' after an array element, found '3'.",
    );
    await expect(input).toHaveValue('[\n  1,\n  2 3\n]');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/json-minify');
    // JSON5 is on by default: turned off (strict JSON only), it goes in the query string.
    await page.getByLabel('Accept JSON5 (comments, trailing commas, unquoted keys)').uncheck();
    await page.getByLabel('Input JSON').fill('{ "a": "b" }');
    const output = page.getByRole('textbox', { name: 'Minified JSON' });
    await expect(output).toHaveValue('{"a":"b"}\n');
    expect(new URL(page.url()).searchParams.get('json5')).toBe('false');
    await expect
      .poll(() => savedState(page, 'json-minify'), { intervals: STORAGE_POLL })
      .toContain(JSON.stringify('{ "a": "b" }').slice(1, -1));
    await reopenTool(page);
    await expect(page.getByLabel('Input JSON')).toHaveValue('{ "a": "b" }');
    await expect(page.getByLabel('Accept JSON5 (comments, trailing commas, unquoted keys)')).not.toBeChecked();
    await expect(output).toHaveValue('{"a":"b"}\n');
  });

  await test.step('minifies a file over the 1 MB worker threshold in a worker and offers minified.json', async () => {
    // A long string per item keeps the minified output over 1 MB too (LARGE_OUTPUT_CHARS), with few values to parse.
    const items = Array.from({ length: 1_900 }, (_, i) => ({
      id: i,
      name: `item ${i}`,
      tags: ['a', 'b'],
      big: '12345678901234567890',
      nested: { x: i / 4, ok: true, none: null },
      text: 'lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(8),
    }));
    const pretty = JSON.stringify(items, null, 2);
    const minified = `${JSON.stringify(items)}\n`;
    expect(pretty.length).toBeGreaterThan(1_000_000); // WORKER_INPUT_CHARS
    expect(minified.length).toBeGreaterThan(1_000_000);
    await openTool(page, '/json-minify');
    const worker = page.waitForEvent('worker');
    // Set by its path: a buffer's bytes would cross Playwright's protocol (measured: 0.8 s for 1.3 MB, 0.08 s by path).
    const bigPath = testInfo.outputPath('big.json');
    writeFileSync(bigPath, pretty);
    await page.locator('input[type=file]').setInputFiles(bigPath);
    await worker;
    await expect(page.getByText(`of ${(minified.length / 1_000_000).toFixed(1)} MB are shown here`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('json-minify-size')).toContainText(`${pretty.length.toLocaleString('en-US')} bytes →`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download minified.json' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('minified.json');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(minified);
  });
});
