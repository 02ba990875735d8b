import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';
import { documentFields, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'XML input', 'JSON output');

test('xml-to-json: main job on a published example; what is wrong and where; state and link', async ({ page }) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('main job on a published example', async () => {
    await openTool(page, '/xml-to-json');
    await expect(page.getByRole('heading', { level: 1, name: 'XML to JSON' })).toBeVisible();
    const { input, output } = fields(page);
    // Shape of the MSDN books.xml sample; conventions of fast-xml-parser ("@_" attributes, repeated elements → array).
    await input.fill(
      '<catalog><book id="bk101"><title>XML Developer&apos;s Guide</title><price>44.95</price></book><book id="bk102"><title><![CDATA[Midnight <Rain>]]></title><price>5.95</price></book></catalog>',
    );
    await expect(output).toHaveValue(
      JSON.stringify(
        {
          catalog: {
            book: [
              { title: "XML Developer's Guide", price: 44.95, '@_id': 'bk101' },
              { title: 'Midnight <Rain>', price: 5.95, '@_id': 'bk102' },
            ],
          },
        },
        null,
        2,
      ) + '\n',
    );
  });

  await test.step('says what is wrong and where', async () => {
    await openTool(page, '/xml-to-json');
    const { input, output } = fields(page);
    await input.fill('<a>\n  <b></a>');
    await expect(page.getByRole('alert')).toHaveText(
      "Line 2, column 6: Expected closing tag 'b' (opened in line 2, col 3) instead of closing tag 'a'.",
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('<a>\n  <b></a>');
    await expect(output).toHaveValue('');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await expectStateSurvivesReload(page, {
      route: '/xml-to-json',
      inputLabel: 'XML input',
      outputLabel: 'JSON output',
      setOption: (page) => page.getByLabel('Read numbers and booleans').uncheck(),
      expectOption: (page) => expect(page.getByLabel('Read numbers and booleans')).not.toBeChecked(),
      params: { parseValues: 'false' },
      input: '<a n="1">12</a>',
      output: '{\n  "a": {\n    "#text": "12",\n    "@_n": "1"\n  }\n}\n',
    });
  });

  // No 3 MB file here: a big file takes the same path as in yaml-to-json-converter.spec.ts (DocumentTool,
  // the family's formats worker, runFormatsJobHere with this tool's job spec), and that job spec is the one
  // the typed input above runs inline (FormatsToolView).
});
