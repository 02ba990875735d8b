import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';
import { documentFields, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'CSV input', 'JSON output');

test('csv-to-json: the RFC 4180 examples; a ragged record named by line; state and link', async ({ page }) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('main job on the RFC 4180 examples', async () => {
    await openTool(page, '/csv-to-json');
    await expect(page.getByRole('heading', { level: 1, name: 'CSV to JSON' })).toBeVisible();
    const { input, output } = fields(page);
    // RFC 4180 §2 rules 3, 6 and 7: header line, quoted field with a line break, doubled quote.
    await input.fill('field_name,field_name2\n"b\nbb","b""bb"\nzzz,yyy');
    await expect(output).toHaveValue(
      '[\n  {\n    "field_name": "b\\nbb",\n    "field_name2": "b\\"bb"\n  },\n  {\n    "field_name": "zzz",\n    "field_name2": "yyy"\n  }\n]\n',
    );
  });

  await test.step('names the line of a ragged record', async () => {
    await openTool(page, '/csv-to-json');
    const { input, output } = fields(page);
    await input.fill('a,b\n1,2\n3,4,5');
    await expect(page.getByRole('alert')).toHaveText(
      'Line 3 (record 3): 3 fields, but the header has 2. Check the delimiters and quotes on that line.',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('a,b\n1,2\n3,4,5');
    await expect(output).toHaveValue('');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await expectStateSurvivesReload(page, {
      route: '/csv-to-json',
      inputLabel: 'CSV input',
      outputLabel: 'JSON output',
      setOption: (page) => page.getByLabel('Numbers and booleans as values').check(),
      expectOption: (page) => expect(page.getByLabel('Numbers and booleans as values')).toBeChecked(),
      params: { typed: 'true' },
      input: 'n;ok;a.b\n1.5;true;x',
      output: '[\n  {\n    "n": 1.5,\n    "ok": true,\n    "a": {\n      "b": "x"\n    }\n  }\n]\n',
    });
  });

  // No 3 MB file here: a big file takes the same path as in yaml-to-json-converter.spec.ts (DocumentTool,
  // the family's formats worker, runFormatsJobHere with this tool's job spec), and that job spec is the one
  // the typed input above runs inline (FormatsToolView).
});
