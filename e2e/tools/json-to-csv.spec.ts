import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';
import { documentFields, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'JSON input', 'CSV output');

test('json-to-csv: main job, RFC 4180 quoting and dotted columns; says what is wrong; state survives a reload and travels in a link', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('main job, RFC 4180 quoting and dotted columns', async () => {
    await openTool(page, '/json-to-csv');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON to CSV' })).toBeVisible();
    const { input, output } = fields(page);
    // RFC 4180 §2 rules 6 and 7: fields with a comma or a double quote are quoted, quotes doubled.
    await input.fill('[{"name": "Ada", "address": {"city": "London"}}, {"name": "Alan, \\"M\\"", "address": {"city": "Wilmslow"}}]');
    // A textarea shows CRLF as LF.
    await expect(output).toHaveValue('name,address.city\nAda,London\n"Alan, ""M""",Wilmslow\n');
  });

  await test.step('says what is wrong', async () => {
    await openTool(page, '/json-to-csv');
    const { input, output } = fields(page);
    await input.fill('42');
    await expect(page.getByRole('alert')).toHaveText(
      'CSV needs a JSON array of rows or one object, e.g. [{"name": "Ada", "age": 36}], but this is a number.',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('42');
    await expect(output).toHaveValue('');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await expectStateSurvivesReload(page, {
      route: '/json-to-csv',
      inputLabel: 'JSON input',
      outputLabel: 'CSV output',
      setOption: (page) => page.getByLabel('Header row').uncheck(),
      expectOption: (page) => expect(page.getByLabel('Header row')).not.toBeChecked(),
      params: { header: 'false' },
      input: '[{"a": 1, "b": "x;y"}]',
      output: '1,x;y\n',
    });
  });
});
