import { expect, test } from '../fixtures';

test('json-size-analyzer measures every value of the minified document', async ({ page }) => {
  await page.goto('/json-size-analyzer');
  await expect(page.getByRole('heading', { level: 1, name: 'JSON size analyzer' })).toBeVisible();
  // {"a":[1,"é"]}: braces 2 + `"a":` 4 + array ([ ] and a comma 3 + `1` 1 + `"é"` 4) = 14 bytes in UTF-8.
  await page.getByRole('textbox', { name: 'Input JSON' }).fill('{ "a" : [ 1, "é" ] }');
  await expect(page.getByTestId('minified-size')).toHaveText('14 B');
  const table = page.getByRole('table', { name: 'Largest values' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toHaveText(/^\$object14100\.0 %21$/);
  await expect(rows.nth(2)).toHaveText(/^\$\.aarray1285\.7 %72$/);
  await expect(rows.nth(3)).toHaveText(/^\$\.a\[1\]string428\.6 %40$/);
  const tree = page.getByRole('region', { name: 'Size tree' });
  await expect(tree.locator('summary').first()).toContainText('$ object — 14 B, 100.0 %');
});

test('json-size-analyzer shows line and column of an error', async ({ page }) => {
  await page.goto('/json-size-analyzer');
  const input = page.getByRole('textbox', { name: 'Input JSON' });
  await input.fill('[\n  1,\n  2 3\n]');
  await expect(page.getByRole('alert')).toHaveText("Line 3, column 5: expected ',' or ']' after an array element, found '3'.");
  await expect(input).toHaveAttribute('aria-invalid', 'true');
});

test('json-size-analyzer: state survives a reload and travels in a link', async ({ page }) => {
  await page.goto('/json-size-analyzer');
  await page.getByLabel('Accept JSON5 (comments, trailing commas, unquoted keys)').check();
  await page.getByRole('textbox', { name: 'Input JSON' }).fill("{name: 'demo',}");
  // {"name":"demo"} = 15 bytes.
  await expect(page.getByTestId('minified-size')).toHaveText('15 B');
  expect(new URL(page.url()).searchParams.get('json5')).toBe('true');
  await page.waitForTimeout(400); // inputs are saved 250 ms after the last change
  await page.reload();
  await expect(page.getByLabel('Accept JSON5 (comments, trailing commas, unquoted keys)')).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Input JSON' })).toHaveValue("{name: 'demo',}");
  await expect(page.getByTestId('minified-size')).toHaveText('15 B');
});

test('json-size-analyzer analyses a big file in a worker', async ({ page }) => {
  await page.goto('/json-size-analyzer');
  const doc = {
    items: Array.from({ length: 15_000 }, (_, i) => ({
      id: i,
      text: 'lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(3),
    })),
    big: 'x'.repeat(200_000),
  };
  const text = JSON.stringify(doc, null, 2);
  expect(text.length).toBeGreaterThan(2_500_000);
  const worker = page.waitForEvent('worker');
  await page.locator('input[type=file]').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await worker;
  const minified = JSON.stringify(doc).length;
  await expect(page.getByTestId('minified-size')).toContainText(`(${minified.toLocaleString('en-US')} B)`, { timeout: 20_000 });
  await expect(page.getByText('Only the 200 largest values are listed; the totals count them all.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText(`Values${(2 + 15_000 * 3 + 1).toLocaleString('en-US')}`);
  await expect(page.getByRole('table', { name: 'Largest values' }).getByRole('row').nth(2)).toContainText('$.items');
});
