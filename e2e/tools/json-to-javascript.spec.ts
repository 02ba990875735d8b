import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';

test('json-to-javascript writes a declaration as you type', async ({ page }) => {
  await page.goto('/json-to-javascript');
  await expect(page.getByRole('heading', { level: 1, name: 'JSON to JavaScript' })).toBeVisible();
  const output = page.getByRole('textbox', { name: 'JavaScript code' });
  await page.getByRole('textbox', { name: 'Input JSON' }).fill('{"host":"localhost","max-items":20}');
  await expect(output).toHaveValue("const data = {\n  host: 'localhost',\n  'max-items': 20\n};");
  await page.getByLabel('Declaration').selectOption('export-const');
  await page.getByRole('textbox', { name: 'Variable name' }).fill('config');
  await page.getByLabel('Semicolon').uncheck();
  await expect(output).toHaveValue("export const config = {\n  host: 'localhost',\n  'max-items': 20\n}");
});

test('json-to-javascript explains a bad variable name and invalid JSON', async ({ page }) => {
  await page.goto('/json-to-javascript');
  const name = page.getByRole('textbox', { name: 'Variable name' });
  await name.fill('class');
  await expect(page.getByRole('alert')).toHaveText(/"class" is not a valid variable name/);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('items');
  await page.getByRole('textbox', { name: 'Input JSON' }).fill('[1, 2');
  await expect(page.getByRole('alert')).toContainText('Line 1, column 6');
});

test('json-to-javascript: state survives a reload and travels in the URL', async ({ page }) => {
  await page.goto('/json-to-javascript');
  const input = page.getByRole('textbox', { name: 'Input JSON' });
  await page.getByLabel('Declaration').selectOption('module-exports');
  await page.getByRole('button', { name: 'Double "…"' }).click();
  await input.fill('["a"]');
  const expected = 'module.exports = [\n  "a"\n];';
  await expect(page.getByRole('textbox', { name: 'JavaScript code' })).toHaveValue(expected);
  const query = new URL(page.url()).searchParams;
  expect([query.get('declaration'), query.get('quote')]).toEqual(['module-exports', 'double']);
  await page.waitForTimeout(400);
  await page.reload();
  await expect(input).toHaveValue('["a"]');
  await expect(page.getByRole('textbox', { name: 'JavaScript code' })).toHaveValue(expected);
});

test('json-to-javascript converts a 3 MB file in a worker', async ({ page }) => {
  await page.goto('/json-to-javascript');
  const rows = Array.from({ length: 40_000 }, (_, i) => ({ id: i, label: `row ${i}`, tags: ['x', 'y'] }));
  const buffer = Buffer.from(JSON.stringify(rows, null, 2));
  expect(buffer.length).toBeGreaterThan(3_000_000);
  const worker = page.waitForEvent('worker', (w) => /json-to-javascript\.worker/.test(w.url()));
  await page.locator('input[type=file]').setInputFiles({ name: 'rows.json', mimeType: 'application/json', buffer });
  await worker;
  await expect(page.getByText(/Only the first [\d,.]+ KB of \d+\.\d MB are shown here/)).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download data.js' }).click();
  const text = await readFile((await (await download).path())!, 'utf8');
  expect(text.startsWith("const data = [\n  {\n    id: 0,\n    label: 'row 0',")).toBe(true);
  expect(text.endsWith("      'y'\n    ]\n  }\n];")).toBe(true);
});
