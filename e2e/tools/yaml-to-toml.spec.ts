import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { documentFields, expectBigFileInWorker, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'YAML input', 'TOML output');

test('yaml-to-toml: main job on a published example', async ({ page }) => {
  await page.goto('/yaml-to-toml');
  await expect(page.getByRole('heading', { level: 1, name: 'YAML to TOML' })).toBeVisible();
  const { input, output } = fields(page);
  // YAML 1.2.2 spec example 2.3 (mapping scalars to sequences).
  await input.fill('american:\n- Boston Red Sox\n- Detroit Tigers\nnational:\n- New York Mets\n');
  await expect(output).toHaveValue('american = [ "Boston Red Sox", "Detroit Tigers" ]\nnational = [ "New York Mets" ]\n');
});

test('yaml-to-toml: says what is wrong and where', async ({ page }) => {
  await page.goto('/yaml-to-toml');
  const { input, output } = fields(page);
  await input.fill('- Mark McGwire\n- Sammy Sosa\n');
  await expect(page.getByRole('alert')).toHaveText("TOML needs a table (key = value pairs) at the top level, but this is an array.");
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveValue('- Mark McGwire\n- Sammy Sosa\n');
  await expect(output).toHaveValue('');
});

test('yaml-to-toml: state survives a reload and travels in a link', async ({ page }) => {
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

test('yaml-to-toml: converts a 3 MB file in a worker and offers the download', async ({ page }) => {
  test.setTimeout(60_000);
  const buffer = Buffer.from('items:\n' + Array.from({ length: 60_000 }, (_, i) => `  - id: ${i}\n    name: item ${i}\n    tags: [a, b]\n`).join(''));
  await expectBigFileInWorker(page, {
    route: '/yaml-to-toml',
    file: { name: 'rows.yaml', mimeType: 'application/yaml', buffer },
    worker: /formats\.worker/,
    output: { label: 'TOML output', start: /^\[\[items\]\]\nid = 0\nname = "item 0"\ntags = \[ "a", "b" \]\n/ },
    download: 'data.toml',
    expectDownload: (text) => {
      expect(text.endsWith('id = 59999\nname = "item 59999"\ntags = [ "a", "b" ]\n')).toBe(true);
    },
  });
});
