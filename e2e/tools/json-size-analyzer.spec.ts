import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('json-size-analyzer: measures every value of the minified document; shows line and column of an error; state survives a reload and travels in a link; analyses a file over the 1 MB worker threshold in a worker', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  await test.step('measures every value of the minified document', async () => {
    await openTool(page, '/json-size-analyzer');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON size analyzer' })).toBeVisible();
    // {"a":[1,"é"]}: braces 2 + `"a":` 4 + array ([ ] and a comma 3 + `1` 1 + `"é"` 4) = 14 bytes in UTF-8.
    await page.getByRole('textbox', { name: 'Input JSON' }).fill('{ "a" : [ 1, "é" ] }');
    await expect(page.getByTestId('minified-size')).toHaveText('14 B');
    const table = page.getByRole('table', { name: 'Largest values' });
    const rows = table.getByRole('row');
    // Columns: path, type, subtree bytes, % of total, gzip bytes (the value's minified JSON, without its key,
    // gzipped at level 6 as the gzip command does: zlib is the reference), own bytes, children.
    const gzipped = (json: string) => gzipSync(json, { level: 6 }).length;
    await expect(rows.nth(1)).toHaveText(`$object14100.0 %${gzipped('{"a":[1,"é"]}')}21`);
    await expect(rows.nth(2)).toHaveText(`$.aarray1285.7 %${gzipped('[1,"é"]')}72`);
    await expect(rows.nth(3)).toHaveText(`$.a[1]string428.6 %${gzipped('"é"')}40`);
    const tree = page.getByRole('region', { name: 'Size tree' });
    await expect(tree.locator('summary').first()).toContainText('$ object — 14 B, 100.0 %');
    // JSON5 is read by default and measured minified as strict JSON: {"name":"demo"} = 15 bytes.
    await page.getByRole('textbox', { name: 'Input JSON' }).fill("{name: 'demo',}");
    await expect(page.getByTestId('minified-size')).toHaveText('15 B');
    await expect(page.getByTestId('input-notice')).toHaveText('Read as JSON5: unquoted property name at line 1, column 2.');
  });

  await test.step('shows line and column of an error', async () => {
    const input = page.getByRole('textbox', { name: 'Input JSON' });
    await input.fill('[\n  1,\n  2 3\n]');
    await expect(page.getByRole('alert')).toHaveText("Line 3, column 5: expected ',' or ']' after an array element, found '3'.");
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/json-size-analyzer');
    // JSON5 is on by default: turned off (strict JSON only), it goes in the query string.
    await page.getByLabel('Accept JSON5 (comments, trailing commas, unquoted keys)').uncheck();
    await page.getByRole('textbox', { name: 'Input JSON' }).fill('{ "name": "demo" }');
    // {"name":"demo"} = 15 bytes.
    await expect(page.getByTestId('minified-size')).toHaveText('15 B');
    expect(new URL(page.url()).searchParams.get('json5')).toBe('false');
    await expect
      .poll(() => savedState(page, 'json-size-analyzer'), { intervals: STORAGE_POLL })
      .toContain(JSON.stringify('{ "name": "demo" }').slice(1, -1));
    await reopenTool(page);
    await expect(page.getByLabel('Accept JSON5 (comments, trailing commas, unquoted keys)')).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Input JSON' })).toHaveValue('{ "name": "demo" }');
    await expect(page.getByTestId('minified-size')).toHaveText('15 B');
  });

  await test.step('analyses a file over the 1 MB worker threshold in a worker', async () => {
    await openTool(page, '/json-size-analyzer');
    const count = 1_500; // values well over the 200 listed; long strings make the file big with few of them
    const doc = {
      items: Array.from({ length: count }, (_, i) => ({
        id: i,
        text: 'lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(10),
      })),
      big: 'x'.repeat(200_000),
    };
    const text = JSON.stringify(doc, null, 2);
    expect(text.length).toBeGreaterThan(1_000_000); // WORKER_INPUT_CHARS
    const worker = page.waitForEvent('worker');
    // Set by its path: a buffer's bytes would cross Playwright's protocol (measured: 0.8 s for 1.3 MB, 0.08 s by path).
    const bigPath = testInfo.outputPath('big.json');
    writeFileSync(bigPath, text);
    await page.locator('input[type=file]').setInputFiles(bigPath);
    await worker;
    const minified = JSON.stringify(doc).length;
    await expect(page.getByTestId('minified-size')).toContainText(`(${minified.toLocaleString('en-US')} B)`, { timeout: 20_000 });
    await expect(page.getByText('Only the 200 largest values are listed; the totals count them all.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText(`Values${(2 + count * 3 + 1).toLocaleString('en-US')}`);
    await expect(page.getByRole('table', { name: 'Largest values' }).getByRole('row').nth(2)).toContainText('$.items');
  });
});
