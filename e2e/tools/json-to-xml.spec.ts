import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { documentFields, expectBigFileInWorker, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'JSON input', 'XML output');

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
  await expectStateSurvivesReload(page, {
    route: '/json-to-xml',
    inputLabel: 'JSON input',
    outputLabel: 'XML output',
    setOption: async (page) => {
      await page.getByLabel('XML declaration').uncheck();
      await page.getByRole('textbox', { name: 'Root element name' }).fill('person');
    },
    expectOption: (page) => expect(page.getByLabel('XML declaration')).not.toBeChecked(),
    params: { declaration: 'false', rootName: 'person' },
    input: '{"name": "Ada", "langs": ["en", "fr"]}',
    output: '<person>\n  <name>Ada</name>\n  <langs>en</langs>\n  <langs>fr</langs>\n</person>\n',
  });
});

test('json-to-xml: converts a 3 MB file in a worker and offers the download', async ({ page }) => {
  test.setTimeout(60_000);
  const buffer = Buffer.from(JSON.stringify({ items: { item: Array.from({ length: 30_000 }, (_, i) => ({ '@_id': i, name: `item ${i}`, tags: ['a', 'b'], nested: { x: i, ok: true } })) } }, null, 2));
  await expectBigFileInWorker(page, {
    route: '/json-to-xml',
    file: { name: 'rows.json', mimeType: 'application/json', buffer },
    worker: /formats\.worker/,
    download: 'data.xml',
    expectDownload: (text) => {
      expect(text.endsWith('  <item id="29999">\n    <name>item 29999</name>\n    <tags>a</tags>\n    <tags>b</tags>\n    <nested>\n      <x>29999</x>\n      <ok>true</ok>\n    </nested>\n  </item>\n</items>\n')).toBe(true);
    },
  });
});
