import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';
import { documentFields, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'TOML input', 'YAML output');

test('toml-to-yaml: main job on a published example; what is wrong and where; state and link', async ({ page }) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('main job on a published example', async () => {
    await openTool(page, '/toml-to-yaml');
    await expect(page.getByRole('heading', { level: 1, name: 'TOML to YAML' })).toBeVisible();
    const { input, output } = fields(page);
    // TOML v1.0.0 spec "Array of Tables" example; 64-bit integers stay exact.
    await input.fill(
      '[[products]]\nname = "Hammer"\nsku = 738594937\n\n[[products]]\n\n[[products]]\nname = "Nail"\nsku = 284758393\ncolor = "gray"\nmax = 9223372036854775807\n',
    );
    await expect(output).toHaveValue(
      'products:\n  - name: Hammer\n    sku: 738594937\n  - {}\n  - name: Nail\n    sku: 284758393\n    color: gray\n    max: 9223372036854775807\n',
    );
  });

  await test.step('says what is wrong and where', async () => {
    await openTool(page, '/toml-to-yaml');
    const { input, output } = fields(page);
    await input.fill('[fruit]\napple = "red"\n\n[fruit]\norange = "orange"\n');
    await expect(page.getByRole('alert')).toHaveText('Line 4, column 2: trying to redefine an already defined table or value.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('[fruit]\napple = "red"\n\n[fruit]\norange = "orange"\n');
    await expect(output).toHaveValue('');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await expectStateSurvivesReload(page, {
      route: '/toml-to-yaml',
      inputLabel: 'TOML input',
      outputLabel: 'YAML output',
      setOption: (page) => page.getByLabel('Indent').selectOption('4'),
      expectOption: (page) => expect(page.getByLabel('Indent')).toHaveValue('4'),
      params: { indent: '4' },
      input: '[a]\nb = 1\n',
      output: 'a:\n    b: 1\n',
    });
  });

  // No 3 MB file here: a big file takes the same path as in yaml-to-json-converter.spec.ts (DocumentTool,
  // the family's formats worker, runFormatsJobHere with this tool's job spec), and that job spec is the one
  // the typed input above runs inline (FormatsToolView).
});
