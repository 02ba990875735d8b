import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

function fields(page: Page) {
  return {
    input: page.getByRole('textbox', { name: 'YAML input' }),
    output: page.getByRole('textbox', { name: 'TOML output' }),
  };
}

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
  await page.goto('/yaml-to-toml');
  const { input, output } = fields(page);
  await page.getByLabel('Write ISO 8601 date strings as TOML dates').uncheck();
  await input.fill('day: 1979-05-27\n');
  const expected = 'day = "1979-05-27"\n';
  await expect(output).toHaveValue(expected);
  expect(new URL(page.url()).searchParams.get('dates')).toBe('false');
  await page.waitForTimeout(400); // inputs are saved 250 ms after the last change
  await page.reload();
  await expect(page.getByLabel('Write ISO 8601 date strings as TOML dates')).not.toBeChecked();
  await expect(output).toHaveValue(expected);
});

test('yaml-to-toml: converts a 3 MB file in a worker and offers the download', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/yaml-to-toml');
  const buffer = Buffer.from('items:\n' + Array.from({ length: 60_000 }, (_, i) => `  - id: ${i}\n    name: item ${i}\n    tags: [a, b]\n`).join(''));
  expect(buffer.length).toBeGreaterThan(2_500_000);
  const worker = page.waitForEvent('worker', (w) => /formats\.worker/.test(w.url()));
  await page.locator('input[type=file]').setInputFiles({ name: 'rows.yaml', mimeType: 'application/yaml', buffer });
  await worker;
  await expect(page.getByText(/Only the first [\d,]+ KB of \d+\.\d MB are shown here/)).toBeVisible({ timeout: 50_000 });
  await expect(fields(page).output).toHaveValue(/^\[\[items\]\]\nid = 0\nname = "item 0"\ntags = \[ "a", "b" \]\n/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download data.toml' }).click();
  const text = await readFile((await (await download).path())!, 'utf8');
  expect(text.endsWith('id = 59999\nname = "item 59999"\ntags = [ "a", "b" ]\n')).toBe(true);
});
