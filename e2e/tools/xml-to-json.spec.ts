import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { documentFields, expectBigFileInWorker, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'XML input', 'JSON output');

test('xml-to-json: main job on a published example', async ({ page }) => {
  await page.goto('/xml-to-json');
  await expect(page.getByRole('heading', { level: 1, name: 'XML to JSON' })).toBeVisible();
  const { input, output } = fields(page);
  // Shape of the MSDN books.xml sample; conventions of fast-xml-parser ("@_" attributes, repeated elements → array).
  await input.fill('<catalog><book id="bk101"><title>XML Developer&apos;s Guide</title><price>44.95</price></book><book id="bk102"><title><![CDATA[Midnight <Rain>]]></title><price>5.95</price></book></catalog>');
  await expect(output).toHaveValue(
    JSON.stringify({ catalog: { book: [{ title: "XML Developer's Guide", price: 44.95, '@_id': 'bk101' }, { title: 'Midnight <Rain>', price: 5.95, '@_id': 'bk102' }] } }, null, 2),
  );
});

test('xml-to-json: says what is wrong and where', async ({ page }) => {
  await page.goto('/xml-to-json');
  const { input, output } = fields(page);
  await input.fill('<a>\n  <b></a>');
  await expect(page.getByRole('alert')).toHaveText("Line 2, column 6: Expected closing tag 'b' (opened in line 2, col 3) instead of closing tag 'a'.");
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveValue('<a>\n  <b></a>');
  await expect(output).toHaveValue('');
});

test('xml-to-json: state survives a reload and travels in a link', async ({ page }) => {
  await expectStateSurvivesReload(page, {
    route: '/xml-to-json',
    inputLabel: 'XML input',
    outputLabel: 'JSON output',
    setOption: (page) => page.getByLabel('Read numbers and booleans').uncheck(),
    expectOption: (page) => expect(page.getByLabel('Read numbers and booleans')).not.toBeChecked(),
    params: { parseValues: 'false' },
    input: '<a n="1">12</a>',
    output: '{\n  "a": {\n    "#text": "12",\n    "@_n": "1"\n  }\n}',
  });
});

test('xml-to-json: converts a 3 MB file in a worker and offers the download', async ({ page }) => {
  test.setTimeout(60_000);
  const rows = Array.from({ length: 45_000 }, (_, i) => `<row id="${i}"><name>item ${i}</name><ok>true</ok></row>\n`).join('');
  const buffer = Buffer.from(`<rows>\n${rows}</rows>\n`);
  await expectBigFileInWorker(page, {
    route: '/xml-to-json',
    file: { name: 'rows.xml', mimeType: 'application/xml', buffer },
    worker: /formats\.worker/,
    download: 'data.json',
    expectDownload: (text) => {
      const value = JSON.parse(text) as { rows: { row: unknown[] } };
      expect(value.rows.row[44_999]).toEqual({ name: 'item 44999', ok: true, '@_id': 44_999 });
    },
  });
});
