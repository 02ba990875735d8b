import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';
import { documentFields, expectBigFileInWorker, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'YAML input', 'JSON output');

test('yaml-to-json-converter: main job on a published example; what is wrong and where; state and link; a 3 MB file in the formats worker, downloaded', async ({
  page,
}) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('main job on a published example', async () => {
    await openTool(page, '/yaml-to-json-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'YAML to JSON converter' })).toBeVisible();
    const { input, output } = fields(page);
    // YAML 1.2.2 spec example 2.10: the alias *SS is resolved.
    await input.fill(
      '---\nhr:\n- Mark McGwire\n# Following node labeled SS\n- &SS Sammy Sosa\nrbi:\n- *SS # Subsequent occurrence\n- Ken Griffey\n',
    );
    await expect(output).toHaveValue(
      '{\n  "hr": [\n    "Mark McGwire",\n    "Sammy Sosa"\n  ],\n  "rbi": [\n    "Sammy Sosa",\n    "Ken Griffey"\n  ]\n}\n',
    );
    // Example 2.7: two documents, as an array.
    await page.getByLabel('Indent').selectOption('0');
    await page.getByLabel('All documents as an array').check();
    await input.fill('# Ranking of 1998 home runs\n---\n- Mark McGwire\n- Sammy Sosa\n\n# Team ranking\n---\n- Chicago Cubs\n');
    await expect(output).toHaveValue('[["Mark McGwire","Sammy Sosa"],["Chicago Cubs"]]\n');
  });

  await test.step('says what is wrong and where', async () => {
    await openTool(page, '/yaml-to-json-converter');
    const { input, output } = fields(page);
    await input.fill('a: 1\nb: [1, 2\nc: 3\n');
    await expect(page.getByRole('alert')).toHaveText(
      'Line 3, column 1: Flow sequence in block collection must be sufficiently indented and end with a ].',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('a: 1\nb: [1, 2\nc: 3\n');
    await expect(output).toHaveValue('');
  });

  await test.step('state survives a reload and travels in a link', async () => {
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
      output: '[{"a":1},{"b":2}]\n',
    });
  });

  // The formats family's one big-file check: every tool of the family sends a big file down this path.
  await test.step('converts a 3 MB file in a worker and offers the download', async () => {
    const buffer = Buffer.from(Array.from({ length: 60_000 }, (_, i) => `- id: ${i}\n  name: item ${i}\n  tags: [a, b]\n`).join(''));
    await expectBigFileInWorker(page, {
      route: '/yaml-to-json-converter',
      file: { name: 'rows.yaml', mimeType: 'application/yaml', buffer },
      worker: /formats\.worker/,
      output: { label: 'JSON output', start: /^\[\n {2}\{\n {4}"id": 0,\n {4}"name": "item 0",\n/ },
      download: 'data.json',
      expectDownload: (text) => {
        expect(text.endsWith('    "tags": [\n      "a",\n      "b"\n    ]\n  }\n]\n')).toBe(true);
      },
    });
  });
});
