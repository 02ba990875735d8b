import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { documentFields, expectBigFileInWorker, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'CSV input', 'JSON output');

test('csv-to-json: main job on the RFC 4180 examples', async ({ page }) => {
  await page.goto('/csv-to-json');
  await expect(page.getByRole('heading', { level: 1, name: 'CSV to JSON' })).toBeVisible();
  const { input, output } = fields(page);
  // RFC 4180 §2 rules 3, 6 and 7: header line, quoted field with a line break, doubled quote.
  await input.fill('field_name,field_name2\n"b\nbb","b""bb"\nzzz,yyy');
  await expect(output).toHaveValue('[\n  {\n    "field_name": "b\\nbb",\n    "field_name2": "b\\"bb"\n  },\n  {\n    "field_name": "zzz",\n    "field_name2": "yyy"\n  }\n]');
});

test('csv-to-json: names the line of a ragged record', async ({ page }) => {
  await page.goto('/csv-to-json');
  const { input, output } = fields(page);
  await input.fill('a,b\n1,2\n3,4,5');
  await expect(page.getByRole('alert')).toHaveText('Line 3 (record 3): 3 fields, but the header has 2. Check the delimiters and quotes on that line.');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveValue('a,b\n1,2\n3,4,5');
  await expect(output).toHaveValue('');
});

test('csv-to-json: state survives a reload and travels in a link', async ({ page }) => {
  await expectStateSurvivesReload(page, {
    route: '/csv-to-json',
    inputLabel: 'CSV input',
    outputLabel: 'JSON output',
    setOption: (page) => page.getByLabel('Numbers and booleans as values').check(),
    expectOption: (page) => expect(page.getByLabel('Numbers and booleans as values')).toBeChecked(),
    params: { typed: 'true' },
    input: 'n;ok;a.b\n1.5;true;x',
    output: '[\n  {\n    "n": 1.5,\n    "ok": true,\n    "a": {\n      "b": "x"\n    }\n  }\n]',
  });
});

test('csv-to-json: converts a 3 MB file in a worker and offers the download', async ({ page }) => {
  test.setTimeout(60_000);
  const lines = ['id,name,address.city'];
  for (let i = 0; i < 70_000; i++) lines.push(`${i},"Name, ${i}",City ${i % 100}`);
  const buffer = Buffer.from(lines.join('\r\n'));
  await expectBigFileInWorker(page, {
    route: '/csv-to-json',
    file: { name: 'rows.csv', mimeType: 'text/csv', buffer },
    worker: /formats\.worker/,
    download: 'data.json',
    expectDownload: (text) => {
      expect(text.endsWith('{\n    "id": "69999",\n    "name": "Name, 69999",\n    "address": {\n      "city": "City 99"\n    }\n  }\n]')).toBe(true);
    },
  });
});
