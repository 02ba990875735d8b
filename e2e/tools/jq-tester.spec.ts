import { writeFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

// RFC 9535 §1.5, Figure 1 (the bookstore, trimmed to three books).
const BOOKS = JSON.stringify({
  store: {
    book: [
      { category: 'reference', author: 'Nigel Rees', title: 'Sayings of the Century', price: 8.95 },
      { category: 'fiction', author: 'Evelyn Waugh', title: 'Sword of Honour', price: 12.99 },
      { category: 'fiction', author: 'Herman Melville', title: 'Moby Dick', isbn: '0-553-21311-3', price: 8.99 },
    ],
    bicycle: { color: 'red', price: 399 },
  },
});

test('jq-tester: runs a jq filter in a worker (jq manual: select, -r, -c); runs a JSONPath query (RFC 9535 Table 2) and shows normalized paths; shows errors next to the field they concern; queries a file over the 1 MB worker threshold opened from disk; a runaway filter can be cancelled and the page stays responsive; state survives a reload and travels in the URL', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000); // the steps' budgets, summed
  await test.step('runs a jq filter in a worker (jq manual: select, -r, -c)', async () => {
    // The tool runs its first query when it opens, in a worker it then keeps for the next ones.
    const worker = page.waitForEvent('worker', (w) => /jq-tester\.worker/.test(w.url()));
    await openTool(page, '/jq-tester');
    await expect(page.getByRole('heading', { level: 1, name: 'Jq/JSONPath Tester' })).toBeVisible();
    const result = page.getByRole('textbox', { name: 'Result' });
    await page.getByLabel('JSON input').fill(BOOKS);
    await page.getByLabel('jq filter').fill('.store.book[] | select(.price < 10) | .title');
    await worker;
    await expect(result).toHaveValue('"Sayings of the Century"\n"Moby Dick"\n');
    await page.getByLabel('Raw output (-r)').check();
    await expect(result).toHaveValue('Sayings of the Century\nMoby Dick\n');
    // jq manual, map(f): [1,2,3] | map(.+1) → [2,3,4]
    await page.getByLabel('Compact (-c)').check();
    await page.getByLabel('jq filter').fill('[1,2,3] | map(.+1)');
    await expect(result).toHaveValue('[2,3,4]\n');
  });

  await test.step('runs a JSONPath query (RFC 9535 Table 2) and shows normalized paths', async () => {
    await openTool(page, '/jq-tester');
    await page.getByRole('button', { name: 'JSONPath (RFC 9535)' }).click();
    await page.getByLabel('JSON input').fill(BOOKS);
    await page.getByLabel('JSONPath query').fill('$..book[?@.price<10].author');
    const result = page.getByRole('textbox', { name: 'Result' });
    await expect(result).toHaveValue('[\n  "Nigel Rees",\n  "Herman Melville"\n]\n');
    await page.getByLabel('Show normalized paths instead of values').check();
    await expect(result).toHaveValue(`[\n  "$['store']['book'][0]['author']",\n  "$['store']['book'][2]['author']"\n]\n`);
    // The indent (remembered across the JSON tools) applies to the result.
    await page.getByLabel('Indent').selectOption('4');
    await expect(result).toHaveValue(`[\n    "$['store']['book'][0]['author']",\n    "$['store']['book'][2]['author']"\n]\n`);
    // JSON5 input is read, and said so under the input.
    await page.getByLabel('JSON input').fill("{a: [1, 2,]}");
    await page.getByLabel('JSONPath query').fill('$.a[-1]');
    await expect(result).toHaveValue(`[\n    "$['a'][1]"\n]\n`);
    await expect(page.getByTestId('input-notice')).toHaveText('Read as JSON5: unquoted property name at line 1, column 2.');
  });

  // Which messages jq, the JSON reader and the JSONPath parser give (compile errors, older JSONPath
  // script expressions…) is tested in jq-tester.test.ts; here, that each shows next to its field.
  await test.step('shows errors next to the field they concern', async () => {
    await openTool(page, '/jq-tester');
    const filter = page.getByLabel('jq filter');
    await page.getByLabel('JSON input').fill('[1, 2, 3]');
    await filter.fill('.foo');
    await expect(page.getByRole('alert')).toHaveText('jq: error (at /dev/stdin:0): Cannot index array with string "foo"');
    await expect(filter).toHaveAttribute('aria-invalid', 'true');
    await filter.fill('.[0]');
    await page.getByLabel('JSON input').fill('[1,\n 2 3]');
    await expect(page.getByRole('alert')).toHaveText("Line 2, column 4: expected ',' or ']' after an array element, found '3'.");
    await expect(page.getByLabel('JSON input')).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'JSONPath (RFC 9535)' }).click();
    await page.getByLabel('JSON input').fill('{}');
    await page.getByLabel('JSONPath query').fill('$.a[');
    await expect(page.getByRole('alert')).toHaveText('Column 5: unclosed bracketed selection.');
    await expect(page.getByLabel('JSONPath query')).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('queries a file over the 1 MB worker threshold opened from disk', async () => {
    // Opened on JSONPath: its first query, on the small default input, runs in the page.
    await openTool(page, '/jq-tester?compact=true&language=jsonpath');
    // A long string per item makes the file big with few values: the same worker path, little parsing.
    const count = 4_000;
    const text = 'lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(4);
    const big = JSON.stringify({
      items: Array.from({ length: count }, (_, i) => ({ id: i, name: `item number ${i}`, even: i % 2 === 0, text })),
    });
    // From WORKER_INPUT_CHARS on, JSONPath too runs in the worker (jq always does): the worker
    // starts with the file.
    expect(big.length).toBeGreaterThan(1_000_000);
    await page.getByLabel('JSONPath query').fill('$.items[-1].name');
    const worker = page.waitForEvent('worker', (w) => /jq-tester\.worker/.test(w.url()));
    // Set by its path: a buffer's bytes would cross Playwright's protocol (measured: 0.8 s for 1.3 MB, 0.08 s by path).
    const bigPath = testInfo.outputPath('big.json');
    writeFileSync(bigPath, big);
    await page.locator('input[type=file]').setInputFiles(bigPath);
    await expect(page.getByText('From the file big.json')).toBeVisible();
    await worker;
    await expect(page.getByRole('textbox', { name: 'Result' })).toHaveValue(`["item number ${count - 1}"]\n`);
    await page.getByRole('button', { name: 'jq', exact: true }).click();
    await page.getByLabel('jq filter').fill('[.items[] | select(.even)] | length');
    await expect(page.getByRole('textbox', { name: 'Result' })).toHaveValue(`${count / 2}\n`);
  });

  await test.step('a runaway filter can be cancelled and the page stays responsive', async () => {
    await openTool(page, '/jq-tester');
    await page.getByLabel('JSON input').fill('[1]');
    await page.getByLabel('jq filter').fill('.[0]');
    await expect(page.getByRole('textbox', { name: 'Result' })).toHaveValue('1\n');
    // The worker is kept between queries (it has run .[0]): the runaway filter runs in it; Cancel
    // ends it, and the next query starts a new one.
    await page.getByLabel('jq filter').fill('def f: f; f');
    await expect(page.getByRole('progressbar', { name: 'Running jq…' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Cancelled: the query was stopped.')).toBeVisible();
    const next = page.waitForEvent('worker', (w) => /jq-tester\.worker/.test(w.url()));
    await page.getByLabel('jq filter').fill('.[0] + 41');
    await next;
    await expect(page.getByRole('textbox', { name: 'Result' })).toHaveValue('42\n');
  });

  await test.step('state survives a reload and travels in the URL', async () => {
    await openTool(page, '/jq-tester');
    await page.getByLabel('Sort keys (-S)').check();
    await page.getByLabel('Compact (-c)').check();
    await page.getByLabel('JSON input').fill('{"b": 1, "a": 2}');
    await page.getByLabel('jq filter').fill('{z: .a, y: .b}');
    const result = page.getByRole('textbox', { name: 'Result' });
    await expect(result).toHaveValue('{"y":1,"z":2}\n');
    const query = new URL(page.url()).searchParams;
    expect([query.get('sortKeys'), query.get('compact')]).toEqual(['true', 'true']);
    expect(query.has('input')).toBe(false);
    await expect.poll(() => savedState(page, 'jq-tester'), { intervals: STORAGE_POLL }).toContain('{z: .a, y: .b}');
    await reopenTool(page);
    await expect(page.getByLabel('jq filter')).toHaveValue('{z: .a, y: .b}');
    await expect(page.getByLabel('Sort keys (-S)')).toBeChecked();
    await expect(result).toHaveValue('{"y":1,"z":2}\n');
  });
});
