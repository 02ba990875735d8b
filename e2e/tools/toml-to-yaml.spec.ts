import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { documentFields, expectBigFileInWorker, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'TOML input', 'YAML output');

test('toml-to-yaml: main job on a published example', async ({ page }) => {
  await page.goto('/toml-to-yaml');
  await expect(page.getByRole('heading', { level: 1, name: 'TOML to YAML' })).toBeVisible();
  const { input, output } = fields(page);
  // TOML v1.0.0 spec "Array of Tables" example; 64-bit integers stay exact.
  await input.fill('[[products]]\nname = "Hammer"\nsku = 738594937\n\n[[products]]\n\n[[products]]\nname = "Nail"\nsku = 284758393\ncolor = "gray"\nmax = 9223372036854775807\n');
  await expect(output).toHaveValue('products:\n  - name: Hammer\n    sku: 738594937\n  - {}\n  - name: Nail\n    sku: 284758393\n    color: gray\n    max: 9223372036854775807\n');
});

test('toml-to-yaml: says what is wrong and where', async ({ page }) => {
  await page.goto('/toml-to-yaml');
  const { input, output } = fields(page);
  await input.fill('[fruit]\napple = "red"\n\n[fruit]\norange = "orange"\n');
  await expect(page.getByRole('alert')).toHaveText("Line 4, column 2: trying to redefine an already defined table or value.");
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveValue('[fruit]\napple = "red"\n\n[fruit]\norange = "orange"\n');
  await expect(output).toHaveValue('');
});

test('toml-to-yaml: state survives a reload and travels in a link', async ({ page }) => {
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

test('toml-to-yaml: converts a 3 MB file in a worker and offers the download', async ({ page }) => {
  test.setTimeout(60_000);
  const buffer = Buffer.from(Array.from({ length: 45_000 }, (_, i) => `[[items]]\nid = ${i}\nname = "item ${i}"\nprice = 1.5\ntags = ["a", "b"]\n\n`).join(''));
  await expectBigFileInWorker(page, {
    route: '/toml-to-yaml',
    file: { name: 'rows.toml', mimeType: 'application/toml', buffer },
    worker: /formats\.worker/,
    output: { label: 'YAML output', start: /^items:\n {2}- id: 0\n {4}name: item 0\n {4}price: 1.5\n/ },
    download: 'data.yaml',
    expectDownload: (text) => {
      expect(text.endsWith('  - id: 44999\n    name: item 44999\n    price: 1.5\n    tags:\n      - a\n      - b\n')).toBe(true);
    },
  });
});
