import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { documentFields, expectBigFileInWorker, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'JSON input', 'YAML output');

test('json-to-yaml-converter: main job on a published example', async ({ page }) => {
  await page.goto('/json-to-yaml-converter');
  await expect(page.getByRole('heading', { level: 1, name: 'JSON to YAML converter' })).toBeVisible();
  const { input, output } = fields(page);
  // YAML 1.2.2 spec example 2.3 (mapping scalars to sequences), from its JSON.
  await input.fill('{"american":["Boston Red Sox","Detroit Tigers"],"national":["New York Mets"]}');
  await expect(output).toHaveValue('american:\n  - Boston Red Sox\n  - Detroit Tigers\nnational:\n  - New York Mets\n');
  await page.getByLabel('Indent').selectOption('4');
  await input.fill('{"n": 12345678901234567890, "s": "true"}');
  await expect(output).toHaveValue('n: 12345678901234567890\ns: "true"\n');
  await input.fill("{s: 'JSON5', // a comment\n}");
  await expect(output).toHaveValue('s: JSON5\n');
});

test('json-to-yaml-converter: says what is wrong and where', async ({ page }) => {
  await page.goto('/json-to-yaml-converter');
  const { input, output } = fields(page);
  await input.fill('{\n  "a": tru\n}');
  await expect(page.getByRole('alert')).toHaveText("Line 2, column 11: unexpected line break (not valid JSON or JSON5 here).");
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveValue('{\n  "a": tru\n}');
  await expect(output).toHaveValue('');
});

test('json-to-yaml-converter: state survives a reload and travels in a link', async ({ page }) => {
  await expectStateSurvivesReload(page, {
    route: '/json-to-yaml-converter',
    inputLabel: 'JSON input',
    outputLabel: 'YAML output',
    setOption: (page) => page.getByLabel('Indent').selectOption('4'),
    expectOption: (page) => expect(page.getByLabel('Indent')).toHaveValue('4'),
    params: { indent: '4' },
    input: '{"a":{"b":1}}',
    output: 'a:\n    b: 1\n',
  });
});

test('json-to-yaml-converter: converts a 3 MB file in a worker and offers the download', async ({ page }) => {
  test.setTimeout(60_000);
  const buffer = Buffer.from(JSON.stringify(Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'], nested: { x: i, ok: true } })), null, 2));
  await expectBigFileInWorker(page, {
    route: '/json-to-yaml-converter',
    file: { name: 'rows.json', mimeType: 'application/json', buffer },
    worker: /formats\.worker/,
    output: { label: 'YAML output', start: /^- id: 0\n {2}name: item 0\n {2}tags:\n {4}- a\n/ },
    download: 'data.yaml',
    expectDownload: (text) => {
      expect(text.endsWith('    x: 29999\n    ok: true\n')).toBe(true);
    },
  });
});
