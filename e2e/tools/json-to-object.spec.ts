import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';

// RFC 8259 §13, first example (shortened), typed as one line.
const RFC_OBJECT = '{"Image":{"Width":800,"Title":"View from 15th Floor","IDs":[116,943],"content-type":"image/jpeg"}}';

test('json-to-object writes a JavaScript object literal as you type', async ({ page }) => {
  await page.goto('/json-to-object');
  await expect(page.getByRole('heading', { level: 1, name: 'JSON to object' })).toBeVisible();
  const output = page.getByRole('textbox', { name: 'JavaScript object' });
  await page.getByRole('textbox', { name: 'Input JSON' }).fill(RFC_OBJECT);
  // Identifier keys unquoted, others quoted (ECMA-262 §12.6 IdentifierName), single quotes by default.
  await expect(output).toHaveValue(
    "{\n  Image: {\n    Width: 800,\n    Title: 'View from 15th Floor',\n    IDs: [\n      116,\n      943\n    ],\n    'content-type': 'image/jpeg'\n  }\n}",
  );
  await page.getByRole('button', { name: 'Double "…"' }).click();
  await page.getByLabel('Indent').selectOption('0');
  await expect(output).toHaveValue('{Image: {Width: 800, Title: "View from 15th Floor", IDs: [116, 943], "content-type": "image/jpeg"}}');
});

test('json-to-object shows the line and column of invalid JSON', async ({ page }) => {
  await page.goto('/json-to-object');
  const input = page.getByRole('textbox', { name: 'Input JSON' });
  await input.fill('{\n  "a": 1,\n}');
  await expect(page.getByRole('alert')).toContainText('Line 3, column 1');
  await expect(input).toHaveValue('{\n  "a": 1,\n}');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
});

test('json-to-object: state survives a reload and travels in the URL', async ({ page }) => {
  await page.goto('/json-to-object');
  const input = page.getByRole('textbox', { name: 'Input JSON' });
  await page.getByLabel('Trailing commas').check();
  await page.getByLabel('Indent').selectOption('tab');
  await input.fill('{"a":[1]}');
  const expected = '{\n\ta: [\n\t\t1,\n\t],\n}';
  await expect(page.getByRole('textbox', { name: 'JavaScript object' })).toHaveValue(expected);
  const query = new URL(page.url()).searchParams;
  expect([query.get('trailingCommas'), query.get('indent')]).toEqual(['true', 'tab']);
  await page.waitForTimeout(400); // inputs are saved 250 ms after the last change
  await page.reload();
  await expect(input).toHaveValue('{"a":[1]}');
  await expect(page.getByLabel('Trailing commas')).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'JavaScript object' })).toHaveValue(expected);
});

test('json-to-object converts a 3 MB file in a worker and offers the download', async ({ page }) => {
  await page.goto('/json-to-object');
  const rows = Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `item ${i}`, 'a-b': [i, true, null], nested: { x: i } }));
  const buffer = Buffer.from(JSON.stringify(rows, null, 2));
  expect(buffer.length).toBeGreaterThan(3_000_000);
  const worker = page.waitForEvent('worker', (w) => /json-to-object\.worker/.test(w.url()));
  await page.locator('input[type=file]').setInputFiles({ name: 'rows.json', mimeType: 'application/json', buffer });
  await worker;
  await expect(page.getByText(/Only the first [\d,.]+ KB of \d+\.\d MB are shown here/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'JavaScript object' })).toHaveValue(/^\[\n {2}\{\n {4}id: 0,\n {4}name: 'item 0',\n {4}'a-b': \[/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download object.js' }).click();
  const text = await readFile((await (await download).path())!, 'utf8');
  expect(text.endsWith("{\n      x: 29999\n    }\n  }\n]")).toBe(true);
});
