import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

// RFC 8259 §13, first example (trimmed to a few members), typed as one line.
const RFC_OBJECT = '{"Image":{"Width":800,"Title":"View from 15th Floor","IDs":[116,943],"Animated":false}}';

test('json-prettify: formats as you type with indent and sorted keys; an error located, last output kept; state and link; every example; a file over the 1 MB worker threshold formatted in the worker, copied and downloaded', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000); // the steps' budgets, summed
  await test.step('formats JSON as you type, with indent and sorted keys', async () => {
    await openTool(page, '/json-prettify');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON prettify and format' })).toBeVisible();
    const input = page.getByLabel('Input JSON');
    const output = page.getByRole('textbox', { name: 'Formatted JSON' });
    await input.fill(RFC_OBJECT);
    await expect(output).toHaveValue(
      '{\n  "Image": {\n    "Width": 800,\n    "Title": "View from 15th Floor",\n    "IDs": [\n      116,\n      943\n    ],\n    "Animated": false\n  }\n}\n',
    );

    await page.getByLabel('Indent').selectOption('0');
    await page.getByLabel('Sort keys').check();
    await expect(output).toHaveValue('{"Image":{"Animated":false,"IDs":[116,943],"Title":"View from 15th Floor","Width":800}}\n');

    // Integers beyond 2^53 are kept exactly (JSON.parse would round this one to ...992).
    await input.fill('[9007199254740993]');
    await expect(output).toHaveValue('[9007199254740993]\n');
  });

  await test.step('shows line and column of an error and keeps the last output', async () => {
    await openTool(page, '/json-prettify');
    const input = page.getByLabel('Input JSON');
    const output = page.getByRole('textbox', { name: 'Formatted JSON' });
    await input.fill('[1, 2]');
    await expect(output).toHaveValue('[\n  1,\n  2\n]\n');

    await input.fill('[\n  1,\n  2 3\n]');
    await expect(page.getByRole('alert')).toHaveText("Line 3, column 5: expected ',' or ']' after an array element, found '3'.");
    await expect(input).toHaveValue('[\n  1,\n  2 3\n]');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(output).toHaveValue('[\n  1,\n  2\n]\n');

    // A trailing comma is an error in strict JSON and fine with JSON5 (read by default).
    await page.getByLabel('Accept JSON5 (comments, trailing commas, unquoted keys)').uncheck();
    await input.fill('{"a": 1,}');
    await expect(page.getByRole('alert')).toContainText('Line 1, column 9');
    await page.getByLabel('Accept JSON5 (comments, trailing commas, unquoted keys)').check();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(output).toHaveValue('{\n  "a": 1\n}\n');
  });

  // /json-viewer → /json-prettify: routes.spec.ts checks every redirect of the registry.

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/json-prettify');
    const input = page.getByLabel('Input JSON');
    const output = page.getByRole('textbox', { name: 'Formatted JSON' });
    await page.getByLabel('Indent').selectOption('4');
    await page.getByLabel('Sort keys').check();
    await input.fill('{"b":1,"a":[true]}');
    const expected = '{\n    "a": [\n        true\n    ],\n    "b": 1\n}\n';
    await expect(output).toHaveValue(expected);
    const query = new URL(page.url()).searchParams;
    expect([query.get('indent'), query.get('sortKeys')]).toEqual(['4', 'true']);
    expect(query.has('input')).toBe(false); // inputs never go in the query string


    await expect
      .poll(() => savedState(page, 'json-prettify'), { intervals: STORAGE_POLL })
      .toContain(JSON.stringify('{"b":1,"a":[true]}').slice(1, -1));
    await reopenTool(page);
    await expect(input).toHaveValue('{"b":1,"a":[true]}');
    await expect(page.getByLabel('Indent')).toHaveValue('4');
    await expect(page.getByLabel('Sort keys')).toBeChecked();
    await expect(output).toHaveValue(expected);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/json-prettify\?indent=4&sortKeys=true#state=[A-Za-z0-9_-]+$/);
    const other = await openLink(page, link);
    await expect(other.getByLabel('Input JSON')).toHaveValue('{"b":1,"a":[true]}');
    await expect(other.getByRole('textbox', { name: 'Formatted JSON' })).toHaveValue(expected);
  });

  await test.step('every example loads into a formatted result without an error', async () => {
    await openTool(page, '/json-prettify');
    const output = page.getByRole('textbox', { name: 'Formatted JSON' });
    const examples = page.getByTestId('tool-example');
    await expect(examples.first()).toBeVisible();
    const count = await examples.count();
    for (let i = 0; i < count; i++) {
      await examples.nth(i).click();
      await expect(page.getByTestId('tool-area').getByRole('alert')).toHaveCount(0);
      await expect(output).not.toHaveValue('');
    }
    // "Big integer" is strict JSON (tried before JSON5), so its 20-digit integer is kept exactly
    // even after the JSON5 example (a double would round it).
    await page.getByTestId('tool-example').filter({ hasText: 'Big integer' }).click();
    await expect(output).toHaveValue('{\n  "id": 12345678901234567890\n}\n');
    await page.getByTestId('tool-example').filter({ hasText: 'JSON5 config' }).click();
    await expect(output).toHaveValue('{\n    "name": "demo",\n    "ports": [\n        8080,\n        8443\n    ]\n}\n');
    await expect(page.getByTestId('input-notice')).toHaveText('Read as JSON5: comment at line 1, column 1.');
  });

  await test.step('a file over the 1 MB worker threshold is formatted in the worker: the output shows its indented beginning, Copy all copies every byte, the download has all of it', async () => {
    // A long string per row makes the file big with few values: the same worker path, and an output
    // hardly larger than the input to copy back.
    const note = 'lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(8);
    const rows = Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `Zoë ${i}`, tags: ['a', 'b'], ok: i % 2 === 0, address: { city: 'Springfield', zip: 10000 + i }, note }));
    // A first member that JSON.parse would round (…992): the large path keeps it as written.
    const source = `{"first":9007199254740993,"rows":${JSON.stringify(rows)}}`;
    expect(source.length).toBeGreaterThan(1_000_000); // WORKER_INPUT_CHARS
    const expected = `{\n  "first": 9007199254740993,\n  "rows": ${JSON.stringify(rows, null, 2).replace(/\n/g, '\n  ')}\n}\n`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/json-prettify');
    const worker = page.waitForEvent('worker', (w) => /json-prettify\.worker/.test(w.url()));
    // Set by its path: a buffer's bytes would cross Playwright's protocol (measured: 0.8 s for 1.3 MB, 0.08 s by path).
    const rowsPath = testInfo.outputPath('rows.json');
    writeFileSync(rowsPath, source);
    await page.locator('input[type=file]').setInputFiles(rowsPath);
    await worker;
    await expect(page.getByText(/From the file rows\.json/)).toBeVisible();
    await expect(page.getByText(`Only the first 100 KB of ${(expected.length / 1_000_000).toFixed(1)} MB are shown here`)).toBeVisible();
    const output = page.getByRole('textbox', { name: 'Formatted JSON' });
    await expect(output).toHaveValue(/^\{\n {2}"first": 9007199254740993,\n {2}"rows": \[\n {4}\{\n {6}"id": 0,\n {6}"name": "Zoë 0",/);
    // The copy is compared in the page by its SHA-256: 1.3 MB back across the protocol would cost a second.
    await page.getByRole('button', { name: 'Copy all of the formatted JSON' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied!' })).toBeVisible();
    const copied = await page.evaluate(async () => {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(await navigator.clipboard.readText()));
      return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    });
    expect(copied).toBe(createHash('sha256').update(expected, 'utf8').digest('hex'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download formatted.json' }).click();
    expect(readFileSync(await (await download).path(), 'utf8')).toBe(expected);
    // Back to typing: the small document formats inline again.
    await page.getByRole('button', { name: 'Type text instead' }).click();
    await expect(page.getByText(/Only the first .* are shown here/)).toHaveCount(0);
  });
});
