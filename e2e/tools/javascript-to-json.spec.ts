import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

test('javascript-to-json: converts an object literal without running it; refuses code with the line and column; state survives a reload and travels in the URL; converts a 3 MB file in a worker', async ({
  page,
}) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  await test.step('converts an object literal without running it', async () => {
    await openTool(page, '/javascript-to-json');
    await expect(page.getByRole('heading', { level: 1, name: 'JavaScript to JSON' })).toBeVisible();
    const output = page.getByRole('textbox', { name: 'JSON', exact: true });
    // JSON5 spec (spec.json5.org) features: comments, unquoted keys, single quotes, hex, trailing commas.
    await page
      .getByRole('textbox', { name: 'Input JavaScript' })
      .fill("const config = {\n  // port\n  port: 0x1F90,\n  name: 'demo',\n  list: [.5, +1,],\n};");
    await expect(output).toHaveValue('{\n  "port": 8080,\n  "name": "demo",\n  "list": [\n    0.5,\n    1\n  ]\n}\n');
    await page.getByRole('textbox', { name: 'Input JavaScript' }).fill('[Infinity, NaN]');
    await expect(output).toHaveValue('[\n  null,\n  null\n]\n');
    await expect(page.getByText('$[0] is Infinity, which JSON cannot represent; it is written as null.')).toBeVisible();
  });

  await test.step('refuses code with the line and column', async () => {
    const input = page.getByRole('textbox', { name: 'Input JavaScript' });
    await input.fill('{\n  when: new Date(),\n}');
    await expect(page.getByRole('alert')).toHaveText(/^Line 2, column 9: 'new …' creates an object/);
    await input.fill('{a: fetchData()}');
    await expect(page.getByRole('alert')).toHaveText(/^Line 1, column 5: 'fetchData\(…\)' is a function call/);
    await expect(input).toHaveValue('{a: fetchData()}');
  });

  await test.step('state survives a reload and travels in the URL', async () => {
    await openTool(page, '/javascript-to-json');
    const input = page.getByRole('textbox', { name: 'Input JavaScript' });
    await page.getByLabel('Indent').selectOption('0');
    await input.fill("{a: 'x'}");
    await expect(page.getByRole('textbox', { name: 'JSON', exact: true })).toHaveValue('{"a":"x"}\n');
    expect(new URL(page.url()).searchParams.get('indent')).toBe('0');
    // Inputs are saved 250 ms after the last change.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tool-state:javascript-to-json'))).toContain("{a: 'x'}");
    await reopenTool(page);
    await expect(input).toHaveValue("{a: 'x'}");
    await expect(page.getByRole('textbox', { name: 'JSON', exact: true })).toHaveValue('{"a":"x"}\n');
  });

  await test.step('converts a 3 MB file in a worker', async () => {
    await openTool(page, '/javascript-to-json', { reload: true });
    const body = Array.from({ length: 50_000 }, (_, i) => `  {id: ${i}, label: 'row ${i}', ok: true}, // ${i}`).join('\n');
    const buffer = Buffer.from(`export default [\n${body}\n];\n`);
    expect(buffer.length).toBeGreaterThan(2_500_000);
    const worker = page.waitForEvent('worker', (w) => /javascript-to-json\.worker/.test(w.url()));
    await page.locator('input[type=file]').setInputFiles({ name: 'rows.js', mimeType: 'text/javascript', buffer });
    await worker;
    await expect(page.getByText(/Only the first [\d,.]+ KB of \d+\.\d MB are shown here/)).toBeVisible({ timeout: 30_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download data.json' }).click();
    const parsed = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as { id: number; label: string }[];
    expect(parsed).toHaveLength(50_000);
    expect(parsed[49_999]).toEqual({ id: 49_999, label: 'row 49999', ok: true });
  });
});
