import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';
import { documentFields, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'JSON input', 'TOML output');

test('json-to-toml: main job on a published example; what is wrong and where; state and link', async ({ page }) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('main job on a published example', async () => {
    await openTool(page, '/json-to-toml');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON to TOML' })).toBeVisible();
    const { input, output } = fields(page);
    // The JSON of the TOML v1.0.0 spec's "Array of Tables" example.
    await input.fill(
      '{ "products": [ { "name": "Hammer", "sku": 738594937 }, { }, { "name": "Nail", "sku": 284758393, "color": "gray" } ] }',
    );
    await expect(output).toHaveValue(
      '[[products]]\nname = "Hammer"\nsku = 738594937\n\n[[products]]\n\n[[products]]\nname = "Nail"\nsku = 284758393\ncolor = "gray"\n',
    );
  });

  await test.step('says what is wrong and where', async () => {
    await openTool(page, '/json-to-toml');
    const { input, output } = fields(page);
    await input.fill('{"server": {"ports": [80, 443, null]}}');
    await expect(page.getByRole('alert')).toHaveText('server.ports[2] is null, and TOML has no null: remove it or give it a value.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('{"server": {"ports": [80, 443, null]}}');
    await expect(output).toHaveValue('');
  });

  await test.step('state survives a reload and travels in a link', async () => {
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

  // No 3 MB file here: a big file takes the same path as in yaml-to-json-converter.spec.ts (DocumentTool,
  // the family's formats worker, runFormatsJobHere with this tool's job spec), and that job spec is the one
  // the typed input above runs inline (FormatsToolView).
});
