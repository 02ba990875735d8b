import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';
import { documentFields, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'YAML input', 'TOML output');

test('yaml-to-toml: main job on a published example; what is wrong and where; state and link', async ({ page }) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('main job on a published example', async () => {
    await openTool(page, '/yaml-to-toml');
    await expect(page.getByRole('heading', { level: 1, name: 'YAML to TOML' })).toBeVisible();
    const { input, output } = fields(page);
    // YAML 1.2.2 spec example 2.3 (mapping scalars to sequences).
    await input.fill('american:\n- Boston Red Sox\n- Detroit Tigers\nnational:\n- New York Mets\n');
    await expect(output).toHaveValue('american = [ "Boston Red Sox", "Detroit Tigers" ]\nnational = [ "New York Mets" ]\n');
  });

  await test.step('says what is wrong and where', async () => {
    await openTool(page, '/yaml-to-toml');
    const { input, output } = fields(page);
    await input.fill('- Mark McGwire\n- Sammy Sosa\n');
    await expect(page.getByRole('alert')).toHaveText('TOML needs a table (key = value pairs) at the top level, but this is an array.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('- Mark McGwire\n- Sammy Sosa\n');
    await expect(output).toHaveValue('');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await expectStateSurvivesReload(page, {
      route: '/yaml-to-toml',
      inputLabel: 'YAML input',
      outputLabel: 'TOML output',
      setOption: (page) => page.getByLabel('Write ISO 8601 date strings as TOML dates').uncheck(),
      expectOption: (page) => expect(page.getByLabel('Write ISO 8601 date strings as TOML dates')).not.toBeChecked(),
      params: { dates: 'false' },
      input: 'day: 1979-05-27\n',
      output: 'day = "1979-05-27"\n',
    });
  });

  // No 3 MB file here: a big file takes the same path as in yaml-to-json-converter.spec.ts (DocumentTool,
  // the family's formats worker, runFormatsJobHere with this tool's job spec), and that job spec is the one
  // the typed input above runs inline (FormatsToolView).
});
