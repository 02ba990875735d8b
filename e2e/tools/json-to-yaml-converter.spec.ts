import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';
import { documentFields, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'JSON input', 'YAML output');

test('json-to-yaml-converter: main job on a published example; what is wrong and where; state and link', async ({ page }) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('main job on a published example', async () => {
    await openTool(page, '/json-to-yaml-converter');
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
    await expect(page.getByText('Read as JSON5: unquoted property name at line 1, column 2.')).toBeVisible();
  });

  await test.step('says what is wrong and where', async () => {
    await openTool(page, '/json-to-yaml-converter');
    const { input, output } = fields(page);
    await input.fill('{\n  "a": tru\n}');
    await expect(page.getByRole('alert')).toHaveText('Line 2, column 11: unexpected line break (not valid JSON or JSON5 here).');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('{\n  "a": tru\n}');
    await expect(output).toHaveValue('');
  });

  await test.step('state survives a reload and travels in a link', async () => {
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

  // No 3 MB file here: a big file takes the same path as in yaml-to-json-converter.spec.ts (DocumentTool,
  // the family's formats worker, runFormatsJobHere with this tool's job spec), and that job spec is the one
  // the typed input above runs inline (FormatsToolView).
});
