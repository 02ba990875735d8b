import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

function fields(page: Page) {
  return {
    input: page.getByRole('textbox', { name: 'YAML input' }),
    output: page.getByRole('textbox', { name: 'JSON output' }),
  };
}

test('yaml-to-json-converter: main job on a published example', async ({ page }) => {
  await page.goto('/yaml-to-json-converter');
  await expect(page.getByRole('heading', { level: 1, name: 'YAML to JSON converter' })).toBeVisible();
  const { input, output } = fields(page);
  // YAML 1.2.2 spec example 2.10: the alias *SS is resolved.
  await input.fill('---\nhr:\n- Mark McGwire\n# Following node labeled SS\n- &SS Sammy Sosa\nrbi:\n- *SS # Subsequent occurrence\n- Ken Griffey\n');
  await expect(output).toHaveValue('{\n  "hr": [\n    "Mark McGwire",\n    "Sammy Sosa"\n  ],\n  "rbi": [\n    "Sammy Sosa",\n    "Ken Griffey"\n  ]\n}');
  // Example 2.7: two documents, as an array.
  await page.getByLabel('Indent').selectOption('0');
  await page.getByLabel('All documents as an array').check();
  await input.fill('# Ranking of 1998 home runs\n---\n- Mark McGwire\n- Sammy Sosa\n\n# Team ranking\n---\n- Chicago Cubs\n');
  await expect(output).toHaveValue('[["Mark McGwire","Sammy Sosa"],["Chicago Cubs"]]');
});

test('yaml-to-json-converter: says what is wrong and where', async ({ page }) => {
  await page.goto('/yaml-to-json-converter');
  const { input, output } = fields(page);
  await input.fill('a: 1\nb: [1, 2\nc: 3\n');
  await expect(page.getByRole('alert')).toHaveText("Line 3, column 1: Flow sequence in block collection must be sufficiently indented and end with a ].");
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveValue('a: 1\nb: [1, 2\nc: 3\n');
  await expect(output).toHaveValue('');
});

test('yaml-to-json-converter: state survives a reload and travels in a link', async ({ page }) => {
  await page.goto('/yaml-to-json-converter');
  const { input, output } = fields(page);
  await page.getByLabel('Indent').selectOption('0');
  await page.getByLabel('All documents as an array').check();
  await input.fill('a: 1\n---\nb: 2\n');
  const expected = '[{"a":1},{"b":2}]';
  await expect(output).toHaveValue(expected);
  const query = new URL(page.url()).searchParams;
  expect([query.get('indent'), query.get('allDocuments')]).toEqual(['0', 'true']);
  await page.waitForTimeout(400); // inputs are saved 250 ms after the last change
  await page.reload();
  await expect(page.getByLabel('All documents as an array')).toBeChecked();
  await expect(output).toHaveValue(expected);
});

test('yaml-to-json-converter: converts a 3 MB file in a worker and offers the download', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/yaml-to-json-converter');
  const buffer = Buffer.from(Array.from({ length: 60_000 }, (_, i) => `- id: ${i}\n  name: item ${i}\n  tags: [a, b]\n`).join(''));
  expect(buffer.length).toBeGreaterThan(2_500_000);
  const worker = page.waitForEvent('worker', (w) => /formats\.worker/.test(w.url()));
  await page.locator('input[type=file]').setInputFiles({ name: 'rows.yaml', mimeType: 'application/yaml', buffer });
  await worker;
  await expect(page.getByText(/Only the first [\d,]+ KB of \d+\.\d MB are shown here/)).toBeVisible({ timeout: 50_000 });
  await expect(fields(page).output).toHaveValue(/^\[\n {2}\{\n {4}"id": 0,\n {4}"name": "item 0",\n/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download data.json' }).click();
  const text = await readFile((await (await download).path())!, 'utf8');
  expect(text.endsWith('    "tags": [\n      "a",\n      "b"\n    ]\n  }\n]')).toBe(true);
});
