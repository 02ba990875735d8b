import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

function fields(page: Page) {
  return {
    input: page.getByRole('textbox', { name: 'JSON input' }),
    output: page.getByRole('textbox', { name: 'XML output' }),
  };
}

test('json-to-xml: main job on a known example', async ({ page }) => {
  await page.goto('/json-to-xml');
  await expect(page.getByRole('heading', { level: 1, name: 'JSON to XML' })).toBeVisible();
  const { input, output } = fields(page);
  // "@_" keys → attributes, arrays → repeated elements, "#cdata" → CDATA; "&" escaped (XML 1.0 §2.4).
  await input.fill('{"catalog": {"book": [{"@_id": "bk101", "title": "A & B"}, {"@_id": "bk102", "title": {"#cdata": "Midnight <Rain>"}}]}}');
  await expect(output).toHaveValue(
    '<?xml version="1.0" encoding="UTF-8"?>\n<catalog>\n  <book id="bk101">\n    <title>A &amp; B</title>\n  </book>\n  <book id="bk102">\n    <title><![CDATA[Midnight <Rain>]]></title>\n  </book>\n</catalog>\n',
  );
});

test('json-to-xml: says what is wrong and where', async ({ page }) => {
  await page.goto('/json-to-xml');
  const { input, output } = fields(page);
  await input.fill('{"items": [{"1st": 1}]}');
  await expect(page.getByRole('alert')).toHaveText('items[0]["1st"]: "1st" is not a valid XML element name (a name starts with a letter, "_" or ":", then letters, digits, "-", "_", "." or ":"; no spaces).');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(output).toHaveValue('');
});

test('json-to-xml: state survives a reload and travels in a link', async ({ page }) => {
  await page.goto('/json-to-xml');
  const { input, output } = fields(page);
  await page.getByLabel('XML declaration').uncheck();
  await page.getByRole('textbox', { name: 'Root element name' }).fill('person');
  await input.fill('{"name": "Ada", "langs": ["en", "fr"]}');
  const expected = '<person>\n  <name>Ada</name>\n  <langs>en</langs>\n  <langs>fr</langs>\n</person>\n';
  await expect(output).toHaveValue(expected);
  const params = new URL(page.url()).searchParams;
  expect(params.get('declaration')).toBe('false');
  expect(params.get('rootName')).toBe('person');
  await page.waitForTimeout(400); // inputs are saved 250 ms after the last change
  await page.reload();
  await expect(page.getByLabel('XML declaration')).not.toBeChecked();
  await expect(output).toHaveValue(expected);
});

test('json-to-xml: converts a 3 MB file in a worker and offers the download', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/json-to-xml');
  const buffer = Buffer.from(JSON.stringify({ items: { item: Array.from({ length: 30_000 }, (_, i) => ({ '@_id': i, name: `item ${i}`, tags: ['a', 'b'], nested: { x: i, ok: true } })) } }, null, 2));
  expect(buffer.length).toBeGreaterThan(2_500_000);
  const worker = page.waitForEvent('worker', (w) => /formats\.worker/.test(w.url()));
  await page.locator('input[type=file]').setInputFiles({ name: 'rows.json', mimeType: 'application/json', buffer });
  await worker;
  await expect(page.getByText(/Only the first [\d,]+ KB of \d+\.\d MB are shown here/)).toBeVisible({ timeout: 50_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download data.xml' }).click();
  const text = await readFile((await (await download).path())!, 'utf8');
  expect(text.endsWith('  <item id="29999">\n    <name>item 29999</name>\n    <tags>a</tags>\n    <tags>b</tags>\n    <nested>\n      <x>29999</x>\n      <ok>true</ok>\n    </nested>\n  </item>\n</items>\n')).toBe(true);
});
