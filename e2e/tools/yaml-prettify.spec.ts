import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { documentFields, expectBigFileInWorker, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'YAML input', 'Formatted YAML');

test('yaml-prettify: main job on a published example', async ({ page }) => {
  await page.goto('/yaml-prettify');
  await expect(page.getByRole('heading', { level: 1, name: 'YAML prettify and format' })).toBeVisible();
  const { input, output } = fields(page);
  // YAML 1.2.2 spec example 2.2, nested and badly indented: comments are kept.
  await input.fill('stats:\n      hr:  65    # Home runs\n      avg: 0.278 # Batting average\n');
  await expect(output).toHaveValue('stats:\n  hr: 65 # Home runs\n  avg: 0.278 # Batting average\n');
  await page.getByLabel('Sort keys').check();
  await expect(output).toHaveValue('stats:\n  avg: 0.278 # Batting average\n  hr: 65 # Home runs\n');
});

test('yaml-prettify: says what is wrong and where', async ({ page }) => {
  await page.goto('/yaml-prettify');
  const { input, output } = fields(page);
  await input.fill('a:\n  b: 1\n c: 2\n');
  await expect(page.getByRole('alert')).toHaveText("Line 3, column 1: All mapping items must start at the same column.");
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveValue('a:\n  b: 1\n c: 2\n');
  await expect(output).toHaveValue('');
});

test('yaml-prettify: state survives a reload and travels in a link', async ({ page }) => {
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

test('yaml-prettify: converts a 3 MB file in a worker and offers the download', async ({ page }) => {
  test.setTimeout(60_000);
  const buffer = Buffer.from('items:\n' + Array.from({ length: 60_000 }, (_, i) => `    - id: ${i}   # row\n      name:   item ${i}\n`).join(''));
  await expectBigFileInWorker(page, {
    route: '/yaml-prettify',
    file: { name: 'rows.yaml', mimeType: 'application/yaml', buffer },
    worker: /formats\.worker/,
    output: { label: 'Formatted YAML', start: /^items:\n {2}- id: 0 # row\n {4}name: item 0\n/ },
    download: 'formatted.yaml',
    expectDownload: (text) => {
      expect(text.endsWith('  - id: 59999 # row\n    name: item 59999\n')).toBe(true);
    },
  });
});
