import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';
import { documentFields, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'TOML input', 'JSON output');

test('toml-to-json: main job on a published example; what is wrong and where; state and link', async ({ page }) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('main job on a published example', async () => {
    await openTool(page, '/toml-to-json');
    await expect(page.getByRole('heading', { level: 1, name: 'TOML to JSON' })).toBeVisible();
    const { input, output } = fields(page);
    // TOML v1.0.0 spec: "Table" (dotted and quoted keys) and Offset Date-Time examples.
    await input.fill('[dog."tater.man"]\ntype.name = "pug"\nborn = 1979-05-27T00:32:00-07:00\n');
    await expect(output).toHaveValue(
      '{\n  "dog": {\n    "tater.man": {\n      "type": {\n        "name": "pug"\n      },\n      "born": "1979-05-27T00:32:00-07:00"\n    }\n  }\n}\n',
    );
  });

  await test.step('says what is wrong and where', async () => {
    await openTool(page, '/toml-to-json');
    const { input, output } = fields(page);
    await input.fill('name = "Tom"\nname = "Pradyun"\n');
    await expect(page.getByRole('alert')).toHaveText(/^Line 2, column 1: /);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('name = "Tom"\nname = "Pradyun"\n');
    await expect(output).toHaveValue('');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await expectStateSurvivesReload(page, {
      route: '/toml-to-json',
      inputLabel: 'TOML input',
      outputLabel: 'JSON output',
      setOption: (page) => page.getByLabel('Indent').selectOption('0'),
      expectOption: (page) => expect(page.getByLabel('Indent')).toHaveValue('0'),
      params: { indent: '0' },
      input: 'a = [1, 2]\n',
      output: '{"a":[1,2]}\n',
    });
  });

  // No 3 MB file here: a big file takes the same path as in yaml-to-json-converter.spec.ts (DocumentTool,
  // the family's formats worker, runFormatsJobHere with this tool's job spec), and that job spec is the one
  // the typed input above runs inline (FormatsToolView).
});
