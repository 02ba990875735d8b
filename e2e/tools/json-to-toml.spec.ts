import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { documentFields, expectBigFileInWorker, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'JSON input', 'TOML output');

test('json-to-toml: main job on a published example', async ({ page }) => {
  await page.goto('/json-to-toml');
  await expect(page.getByRole('heading', { level: 1, name: 'JSON to TOML' })).toBeVisible();
  const { input, output } = fields(page);
  // The JSON of the TOML v1.0.0 spec's "Array of Tables" example.
  await input.fill('{ "products": [ { "name": "Hammer", "sku": 738594937 }, { }, { "name": "Nail", "sku": 284758393, "color": "gray" } ] }');
  await expect(output).toHaveValue('[[products]]\nname = "Hammer"\nsku = 738594937\n\n[[products]]\n\n[[products]]\nname = "Nail"\nsku = 284758393\ncolor = "gray"\n');
});

test('json-to-toml: says what is wrong and where', async ({ page }) => {
  await page.goto('/json-to-toml');
  const { input, output } = fields(page);
  await input.fill('{"server": {"ports": [80, 443, null]}}');
  await expect(page.getByRole('alert')).toHaveText("server.ports[2] is null, and TOML has no null: remove it or give it a value.");
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveValue('{"server": {"ports": [80, 443, null]}}');
  await expect(output).toHaveValue('');
});

test('json-to-toml: state survives a reload and travels in a link', async ({ page }) => {
  await expectStateSurvivesReload(page, {
    route: '/json-to-toml',
    inputLabel: 'JSON input',
    outputLabel: 'TOML output',
    setOption: (page) => page.getByLabel('Write ISO 8601 date strings as TOML dates').uncheck(),
    expectOption: (page) => expect(page.getByLabel('Write ISO 8601 date strings as TOML dates')).not.toBeChecked(),
    params: { dates: 'false' },
    input: '{"day": "1979-05-27"}',
    output: 'day = "1979-05-27"\n',
  });
});

test('json-to-toml: converts a 3 MB file in a worker and offers the download', async ({ page }) => {
  test.setTimeout(60_000);
  const buffer = Buffer.from(JSON.stringify({ items: Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'], nested: { x: i, ok: true } })) }, null, 2));
  await expectBigFileInWorker(page, {
    route: '/json-to-toml',
    file: { name: 'rows.json', mimeType: 'application/json', buffer },
    worker: /formats\.worker/,
    output: { label: 'TOML output', start: /^\[\[items\]\]\nid = 0\nname = "item 0"\ntags = \[ "a", "b" \]\n\n\[items\.nested\]\nx = 0\nok = true\n/ },
    download: 'data.toml',
    expectDownload: (text) => {
      expect(text.endsWith('[items.nested]\nx = 29999\nok = true\n')).toBe(true);
    },
  });
});
