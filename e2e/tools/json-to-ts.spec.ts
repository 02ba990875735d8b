import { expect, test } from '../fixtures';

const fields = (page: import('@playwright/test').Page) => ({
  input: page.getByRole('textbox', { name: 'JSON sample', exact: true }),
  output: page.getByRole('textbox', { name: 'TypeScript', exact: true }),
});

test('json-to-ts: generates named interfaces, optional fields and unions in a worker', async ({ page }) => {
  await page.goto('/json-to-ts');
  await expect(page.getByRole('heading', { level: 1, name: 'JSON to TS' })).toBeVisible();
  const { input, output } = fields(page);
  const worker = page.waitForEvent('worker', (w) => /codegen\.worker/.test(w.url()));
  await input.fill('{"id": 1, "tags": ["a", 2], "items": [{"sku": "A", "qty": 2}, {"sku": "B"}]}');
  await worker;
  await expect(output).toHaveValue(/^export interface Root \{\n {2}id: {4}number;\n {2}tags: {2}Array<number \| string>;\n {2}items: Item\[\];\n\}\n/);
  await expect(output).toHaveValue(/export interface Item \{\n {2}sku: {2}string;\n {2}qty\?: number;\n\}/);
});

test('json-to-ts: says what is wrong and where', async ({ page }) => {
  await page.goto('/json-to-ts');
  const { input } = fields(page);
  await input.fill('{\n  "a": 1,\n  "b": }');
  await expect(page.getByRole('alert')).toHaveText("Line 3, column 8: unexpected '}' (not valid JSON or JSON5 here).");
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveValue('{\n  "a": 1,\n  "b": }');
});

test('json-to-ts: state survives a reload and travels in a link', async ({ page }) => {
  await page.goto('/json-to-ts');
  const { input, output } = fields(page);
  await page.getByRole('button', { name: 'type alias', exact: true }).click();
  await page.getByRole('textbox', { name: 'Top-level type name' }).fill('Point');
  await input.fill('{"x": 1.5, "y": 2}');
  await expect(output).toHaveValue(/^export type Point = \{\n {2}x: number;\n {2}y: number;\n\}/);
  const query = new URL(page.url()).searchParams;
  expect([query.get('declaration'), query.get('typeName')]).toEqual(['type', 'Point']);
  await page.waitForTimeout(400); // inputs are saved 250 ms after the last change
  await page.reload();
  await expect(page.getByRole('button', { name: 'type alias', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(output).toHaveValue(/^export type Point = \{/);
});
