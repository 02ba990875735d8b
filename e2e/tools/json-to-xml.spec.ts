import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';
import { documentFields, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'JSON input', 'XML output');

test('json-to-xml: main job on a known example; what is wrong and where; state and link', async ({ page }) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('main job on a known example', async () => {
    await openTool(page, '/json-to-xml');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON to XML' })).toBeVisible();
    const { input, output } = fields(page);
    // "@_" keys → attributes, arrays → repeated elements, "#cdata" → CDATA; "&" escaped (XML 1.0 §2.4).
    await input.fill(
      '{"catalog": {"book": [{"@_id": "bk101", "title": "A & B"}, {"@_id": "bk102", "title": {"#cdata": "Midnight <Rain>"}}]}}',
    );
    await expect(output).toHaveValue(
      '<?xml version="1.0" encoding="UTF-8"?>\n<catalog>\n  <book id="bk101">\n    <title>A &amp; B</title>\n  </book>\n  <book id="bk102">\n    <title><![CDATA[Midnight <Rain>]]></title>\n  </book>\n</catalog>\n',
    );
  });

  await test.step('says what is wrong and where', async () => {
    await openTool(page, '/json-to-xml');
    const { input, output } = fields(page);
    await input.fill('{"items": [{"1st": 1}]}');
    await expect(page.getByRole('alert')).toHaveText(
      'items[0]["1st"]: "1st" is not a valid XML element name (a name starts with a letter, "_" or ":", then letters, digits, "-", "_", "." or ":"; no spaces).',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(output).toHaveValue('');
  });

  await test.step('state survives a reload and travels in a link', async () => {
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

  // No 3 MB file here: a big file takes the same path as in yaml-to-json-converter.spec.ts (DocumentTool,
  // the family's formats worker, runFormatsJobHere with this tool's job spec), and that job spec is the one
  // the typed input above runs inline (FormatsToolView).
});
