import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

function fields(page: Page) {
  return {
    input: page.getByRole('textbox', { name: 'YAML input' }),
    output: page.getByRole('textbox', { name: 'Formatted YAML' }),
  };
}

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
  await page.goto('/yaml-prettify');
  const { input, output } = fields(page);
  await page.getByLabel('Indent').selectOption('4');
  await page.getByLabel('Sort keys').check();
  await input.fill('b: 1\na: {c: 2}\n');
  const expected = 'a: { c: 2 }\nb: 1\n';
  await expect(output).toHaveValue(expected);
  const query = new URL(page.url()).searchParams;
  expect([query.get('indent'), query.get('sortKeys')]).toEqual(['4', 'true']);
  await page.waitForTimeout(400); // inputs are saved 250 ms after the last change
  await page.reload();
  await expect(page.getByLabel('Sort keys')).toBeChecked();
  await expect(output).toHaveValue(expected);
});

test('yaml-prettify: converts a 3 MB file in a worker and offers the download', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/yaml-prettify');
  const buffer = Buffer.from('items:\n' + Array.from({ length: 60_000 }, (_, i) => `    - id: ${i}   # row\n      name:   item ${i}\n`).join(''));
  expect(buffer.length).toBeGreaterThan(2_500_000);
  const worker = page.waitForEvent('worker', (w) => /formats\.worker/.test(w.url()));
  await page.locator('input[type=file]').setInputFiles({ name: 'rows.yaml', mimeType: 'application/yaml', buffer });
  await worker;
  await expect(page.getByText(/Only the first [\d,]+ KB of \d+\.\d MB are shown here/)).toBeVisible({ timeout: 50_000 });
  await expect(fields(page).output).toHaveValue(/^items:\n {2}- id: 0 # row\n {4}name: item 0\n/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download formatted.yaml' }).click();
  const text = await readFile((await (await download).path())!, 'utf8');
  expect(text.endsWith('  - id: 59999 # row\n    name: item 59999\n')).toBe(true);
});
