import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { documentFields, expectBigFileInWorker, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'YAML input', 'JSON output');

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
  await expectStateSurvivesReload(page, {
    route: '/yaml-to-json-converter',
    inputLabel: 'YAML input',
    outputLabel: 'JSON output',
    setOption: async (page) => {
      await page.getByLabel('Indent').selectOption('0');
      await page.getByLabel('All documents as an array').check();
    },
    expectOption: (page) => expect(page.getByLabel('All documents as an array')).toBeChecked(),
    params: { indent: '0', allDocuments: 'true' },
    input: 'a: 1\n---\nb: 2\n',
    output: '[{"a":1},{"b":2}]',
  });
});

test('yaml-to-json-converter: converts a 3 MB file in a worker and offers the download', async ({ page }) => {
  test.setTimeout(60_000);
  const buffer = Buffer.from(Array.from({ length: 60_000 }, (_, i) => `- id: ${i}\n  name: item ${i}\n  tags: [a, b]\n`).join(''));
  await expectBigFileInWorker(page, {
    route: '/yaml-to-json-converter',
    file: { name: 'rows.yaml', mimeType: 'application/yaml', buffer },
    worker: /formats\.worker/,
    output: { label: 'JSON output', start: /^\[\n {2}\{\n {4}"id": 0,\n {4}"name": "item 0",\n/ },
    download: 'data.json',
    expectDownload: (text) => {
      expect(text.endsWith('    "tags": [\n      "a",\n      "b"\n    ]\n  }\n]')).toBe(true);
    },
  });
});
