import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

function fields(page: Page) {
  return {
    input: page.getByRole('textbox', { name: 'TOML input' }),
    output: page.getByRole('textbox', { name: 'JSON output' }),
  };
}

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
  await page.goto('/toml-to-json');
  const { input, output } = fields(page);
  await page.getByLabel('Indent').selectOption('0');
  await input.fill('a = [1, 2]\n');
  const expected = '{"a":[1,2]}';
  await expect(output).toHaveValue(expected);
  expect(new URL(page.url()).searchParams.get('indent')).toBe('0');
  await page.waitForTimeout(400); // inputs are saved 250 ms after the last change
  await page.reload();
  await expect(page.getByLabel('Indent')).toHaveValue('0');
  await expect(output).toHaveValue(expected);
});

test('toml-to-json: converts a 3 MB file in a worker and offers the download', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/toml-to-json');
  const buffer = Buffer.from(Array.from({ length: 45_000 }, (_, i) => `[[items]]\nid = ${i}\nname = "item ${i}"\nprice = 1.5\ntags = ["a", "b"]\n\n`).join(''));
  expect(buffer.length).toBeGreaterThan(2_500_000);
  const worker = page.waitForEvent('worker', (w) => /formats\.worker/.test(w.url()));
  await page.locator('input[type=file]').setInputFiles({ name: 'rows.toml', mimeType: 'application/toml', buffer });
  await worker;
  await expect(page.getByText(/Only the first [\d,]+ KB of \d+\.\d MB are shown here/)).toBeVisible({ timeout: 50_000 });
  await expect(fields(page).output).toHaveValue(/^\{\n {2}"items": \[\n {4}\{\n {6}"id": 0,\n/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download data.json' }).click();
  const text = await readFile((await (await download).path())!, 'utf8');
  expect(text.endsWith('"name": "item 44999",\n      "price": 1.5,\n      "tags": [\n        "a",\n        "b"\n      ]\n    }\n  ]\n}')).toBe(true);
});
