import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

// RFC 8259 §13, first example (trimmed), with its spacing.
const RFC_OBJECT = '{\n  "Image": {\n    "Width":  800,\n    "Title":  "View from 15th Floor",\n    "IDs": [116, 943, 234, 38793]\n  }\n}';

test('json-minify: minifies JSON as you type and reports the bytes saved; shows the line and column of an error; state survives a reload and travels in a link; minifies a 3 MB file in a worker and offers minified.json', async ({
  page,
}) => {
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
    // Inputs are saved 250 ms after the last change.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('tool-state:json-minify')))
      .toContain(JSON.stringify('{ "a": "b" }').slice(1, -1));
    await reopenTool(page);
    await expect(page.getByLabel('Input JSON')).toHaveValue('{ "a": "b" }');
    await expect(page.getByLabel('Accept JSON5 (comments, trailing commas, unquoted keys)')).not.toBeChecked();
    await expect(output).toHaveValue('{"a":"b"}\n');
  });

  await test.step('minifies a 3 MB file in a worker and offers minified.json', async () => {
    const items = Array.from({ length: 15_000 }, (_, i) => ({
      id: i,
      name: `item ${i}`,
      tags: ['a', 'b'],
      big: '12345678901234567890',
      nested: { x: i / 4, ok: true, none: null },
    }));
    const pretty = JSON.stringify(items, null, 2);
    expect(pretty.length).toBeGreaterThan(3_000_000);
    await openTool(page, '/json-minify', { reload: true });
    const worker = page.waitForEvent('worker');
    await page.locator('input[type=file]').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(pretty) });
    await worker;
    await expect(page.getByText(/Only the first [\d,]+ KB of 1\.8 MB are shown here/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('json-minify-size')).toContainText(`${pretty.length.toLocaleString('en-US')} bytes →`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download minified.json' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('minified.json');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(`${JSON.stringify(items)}\n`);
  });
});
