import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

function fields(page: Page) {
  return {
    input: page.getByRole('textbox', { name: 'JSON input' }),
    output: page.getByRole('textbox', { name: 'TOML output' }),
  };
}

test('json-to-toml: main job on a published example', async ({ page }) => {
  await page.goto('/json-to-toml');
  await expect(page.getByRole('heading', { level: 1, name: 'JSON to TOML' })).toBeVisible();
  const { input, output } = fields(page);
  // The JSON of the TOML v1.0.0 spec's "Array of Tables" example.
  await input.fill('{ "products": [ { "name": "Hammer", "sku": 738594937 }, { }, { "name": "Nail", "sku": 284758393, "color": "gray" } ] }');
  await expect(output).toHaveValue('[[products]]\nname = "Hammer"\nsku = 738594937\n\n[[products]]\n\n[[products]]\nname = "Nail"\nsku = 284758393\ncolor = "gray"\n');
});

test('json-to-toml: says what is wrong and where', async ({ page }) => {
  await page.goto('/json-to-toml');
  const { input, output } = fields(page);
  await input.fill('{"server": {"ports": [80, 443, null]}}');
  await expect(page.getByRole('alert')).toHaveText("server.ports[2] is null, and TOML has no null: remove it or give it a value.");
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveValue('{"server": {"ports": [80, 443, null]}}');
  await expect(output).toHaveValue('');
});

test('json-to-toml: state survives a reload and travels in a link', async ({ page }) => {
  await page.goto('/json-to-toml');
  const { input, output } = fields(page);
  await page.getByLabel('Write ISO 8601 date strings as TOML dates').uncheck();
  await input.fill('{"day": "1979-05-27"}');
  const expected = 'day = "1979-05-27"\n';
  await expect(output).toHaveValue(expected);
  expect(new URL(page.url()).searchParams.get('dates')).toBe('false');
  await page.waitForTimeout(400); // inputs are saved 250 ms after the last change
  await page.reload();
  await expect(page.getByLabel('Write ISO 8601 date strings as TOML dates')).not.toBeChecked();
  await expect(output).toHaveValue(expected);
});

test('json-to-toml: converts a 3 MB file in a worker and offers the download', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/json-to-toml');
  const buffer = Buffer.from(JSON.stringify({ items: Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'], nested: { x: i, ok: true } })) }, null, 2));
  expect(buffer.length).toBeGreaterThan(2_500_000);
  const worker = page.waitForEvent('worker', (w) => /formats\.worker/.test(w.url()));
  await page.locator('input[type=file]').setInputFiles({ name: 'rows.json', mimeType: 'application/json', buffer });
  await worker;
  await expect(page.getByText(/Only the first [\d,]+ KB of \d+\.\d MB are shown here/)).toBeVisible({ timeout: 50_000 });
  await expect(fields(page).output).toHaveValue(/^\[\[items\]\]\nid = 0\nname = "item 0"\ntags = \[ "a", "b" \]\n\n\[items\.nested\]\nx = 0\nok = true\n/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download data.toml' }).click();
  const text = await readFile((await (await download).path())!, 'utf8');
  expect(text.endsWith('[items.nested]\nx = 29999\nok = true\n')).toBe(true);
});
