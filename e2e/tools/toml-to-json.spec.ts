import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { documentFields, expectBigFileInWorker, expectStateSurvivesReload } from '../support/document-tool';

const fields = (page: Page) => documentFields(page, 'TOML input', 'JSON output');

test('toml-to-json: main job on a published example', async ({ page }) => {
  await page.goto('/toml-to-json');
  await expect(page.getByRole('heading', { level: 1, name: 'TOML to JSON' })).toBeVisible();
  const { input, output } = fields(page);
  // TOML v1.0.0 spec: "Table" (dotted and quoted keys) and Offset Date-Time examples.
  await input.fill('[dog."tater.man"]\ntype.name = "pug"\nborn = 1979-05-27T00:32:00-07:00\n');
  await expect(output).toHaveValue('{\n  "dog": {\n    "tater.man": {\n      "type": {\n        "name": "pug"\n      },\n      "born": "1979-05-27T00:32:00-07:00"\n    }\n  }\n}');
});

test('toml-to-json: says what is wrong and where', async ({ page }) => {
  await page.goto('/toml-to-json');
  const { input, output } = fields(page);
  await input.fill('name = "Tom"\nname = "Pradyun"\n');
  await expect(page.getByRole('alert')).toHaveText(/^Line 2, column 1: /);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveValue('name = "Tom"\nname = "Pradyun"\n');
  await expect(output).toHaveValue('');
});

test('toml-to-json: state survives a reload and travels in a link', async ({ page }) => {
  await expectStateSurvivesReload(page, {
    route: '/toml-to-json',
    inputLabel: 'TOML input',
    outputLabel: 'JSON output',
    setOption: (page) => page.getByLabel('Indent').selectOption('0'),
    expectOption: (page) => expect(page.getByLabel('Indent')).toHaveValue('0'),
    params: { indent: '0' },
    input: 'a = [1, 2]\n',
    output: '{"a":[1,2]}',
  });
});

test('toml-to-json: converts a 3 MB file in a worker and offers the download', async ({ page }) => {
  test.setTimeout(60_000);
  const buffer = Buffer.from(Array.from({ length: 45_000 }, (_, i) => `[[items]]\nid = ${i}\nname = "item ${i}"\nprice = 1.5\ntags = ["a", "b"]\n\n`).join(''));
  await expectBigFileInWorker(page, {
    route: '/toml-to-json',
    file: { name: 'rows.toml', mimeType: 'application/toml', buffer },
    worker: /formats\.worker/,
    output: { label: 'JSON output', start: /^\{\n {2}"items": \[\n {4}\{\n {6}"id": 0,\n/ },
    download: 'data.json',
    expectDownload: (text) => {
      expect(text.endsWith('"name": "item 44999",\n      "price": 1.5,\n      "tags": [\n        "a",\n        "b"\n      ]\n    }\n  ]\n}')).toBe(true);
    },
  });
});
