import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';
import { documentFields, expectBigFileInWorker, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'YAML input', 'JSON output');

test('yaml-to-json-converter: main job on a published example; what is wrong and where; state and link; a file over the 1 MB worker threshold in the formats worker, downloaded', async ({
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
  await test.step('converts a file over the 1 MB worker threshold in a worker and offers the download', async () => {
    // Long plain scalars make the file big with few nodes: the same worker path, little parsing.
    const text = 'lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(16).trim();
    const rows = Array.from({ length: 1_200 }, (_, i) => ({ id: i, name: `item ${i}`, text, tags: ['a', 'b'] }));
    const buffer = Buffer.from(rows.map((r) => `- id: ${r.id}\n  name: ${r.name}\n  text: ${r.text}\n  tags: [a, b]\n`).join(''));
    await expectBigFileInWorker(page, {
      route: '/yaml-to-json-converter',
      file: { name: 'rows.yaml', buffer },
      worker: /formats\.worker/,
      output: { label: 'JSON output', start: /^\[\n {2}\{\n {4}"id": 0,\n {4}"name": "item 0",\n/ },
      download: 'data.json',
      // Every row, as JSON.stringify writes them with the default indent of 2.
      expectDownload: (json) => expect(json).toBe(`${JSON.stringify(rows, null, 2)}\n`),
    });
  });
});
