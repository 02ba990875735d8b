import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';
import { documentFields, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'YAML input', 'Formatted YAML');

test('yaml-prettify: main job on a published example; what is wrong and where; state and link', async ({ page }) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('main job on a published example', async () => {
    await openTool(page, '/yaml-prettify');
    await expect(page.getByRole('heading', { level: 1, name: 'YAML prettify and format' })).toBeVisible();
    const { input, output } = fields(page);
    // YAML 1.2.2 spec example 2.2, nested and badly indented: comments are kept.
    await input.fill('stats:\n      hr:  65    # Home runs\n      avg: 0.278 # Batting average\n');
    await expect(output).toHaveValue('stats:\n  hr: 65 # Home runs\n  avg: 0.278 # Batting average\n');
    await page.getByLabel('Sort keys').check();
    await expect(output).toHaveValue('stats:\n  avg: 0.278 # Batting average\n  hr: 65 # Home runs\n');
  });

  await test.step('says what is wrong and where', async () => {
    await openTool(page, '/yaml-prettify');
    const { input, output } = fields(page);
    await input.fill('a:\n  b: 1\n c: 2\n');
    await expect(page.getByRole('alert')).toHaveText('Line 3, column 1: All mapping items must start at the same column.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('a:\n  b: 1\n c: 2\n');
    await expect(output).toHaveValue('');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await expectStateSurvivesReload(page, {
      route: '/yaml-prettify',
      inputLabel: 'YAML input',
      outputLabel: 'Formatted YAML',
      setOption: async (page) => {
        await page.getByLabel('Indent').selectOption('4');
        await page.getByLabel('Sort keys').check();
      },
      expectOption: (page) => expect(page.getByLabel('Sort keys')).toBeChecked(),
      params: { indent: '4', sortKeys: 'true' },
      input: 'b: 1\na: {c: 2}\n',
      output: 'a: { c: 2 }\nb: 1\n',
    });
  });

  // No 3 MB file here: a big file takes the same path as in yaml-to-json-converter.spec.ts (DocumentTool,
  // the family's formats worker, runFormatsJobHere with this tool's job spec), and that job spec is the one
  // the typed input above runs inline (FormatsToolView).
});
