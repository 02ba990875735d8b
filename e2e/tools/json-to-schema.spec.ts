import { writeFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('json-to-schema: infers a JSON Schema 2020-12 and a MySQL table; says what is wrong and where; state survives a reload and travels in a link; describes a file over the 1 MB worker threshold in a worker', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('infers a JSON Schema 2020-12 and a MySQL table', async () => {
    await openTool(page, '/json-to-schema');
    await expect(page.getByRole('heading', { level: 1, name: 'Json to Schema' })).toBeVisible();
    await page.getByLabel('Samples', { exact: true }).selectOption('array');
    await page.getByRole('textbox', { name: 'JSON samples' }).fill('[{"id": 1, "name": "a"}, {"id": 2}]');
    const output = page.getByRole('textbox', { name: 'Schema' });
    await expect(output).toHaveValue(
      '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "type": "object",\n  "properties": {\n    "id": {\n      "type": "integer"\n    },\n    "name": {\n      "type": "string"\n    }\n  },\n  "required": [\n    "id"\n  ]\n}\n',
    );
    // The indent of the JSON outputs is the one remembered across the JSON tools (2 by default).
    await page.getByLabel('Indent').selectOption('0');
    await expect(output).toHaveValue(
      '{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"}},"required":["id"]}\n',
    );
    await page.getByLabel('Output').selectOption('mysql');
    await page.getByRole('textbox', { name: 'Table name' }).fill('users');
    await expect(output).toHaveValue('CREATE TABLE `users` (\n  `id` INT NOT NULL,\n  `name` VARCHAR(255) NULL\n);\n');
  });

  await test.step('says what is wrong and where', async () => {
    await openTool(page, '/json-to-schema');
    await page.getByLabel('Samples', { exact: true }).selectOption('lines');
    const input = page.getByRole('textbox', { name: 'JSON samples' });
    await input.fill('{"a": 1}\n{"a": }');
    await expect(page.getByRole('alert')).toContainText('Line 2, column 7:');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/json-to-schema');
    await page.getByLabel('Output').selectOption('clickhouse');
    await page.getByRole('textbox', { name: 'JSON samples' }).fill('{"n": 1.5}');
    const expected = 'CREATE TABLE `data`\n(\n    `n` Float64\n)\nENGINE = MergeTree\nORDER BY tuple();\n';
    await expect(page.getByRole('textbox', { name: 'Schema' })).toHaveValue(expected);
    expect(new URL(page.url()).searchParams.get('output')).toBe('clickhouse');
    await expect
      .poll(() => savedState(page, 'json-to-schema'), { intervals: STORAGE_POLL })
      .toContain(JSON.stringify('{"n": 1.5}').slice(1, -1));
    await reopenTool(page);
    await expect(page.getByLabel('Output')).toHaveValue('clickhouse');
    await expect(page.getByRole('textbox', { name: 'Schema' })).toHaveValue(expected);
  });

  await test.step('describes a file over the 1 MB worker threshold in a worker', async () => {
    await openTool(page, '/json-to-schema');
    // Long names make the file big with few values: the same worker path, little to infer.
    const lorem = 'lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(8);
    const buffer = Buffer.from(
      JSON.stringify(
        Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `item ${i} ${lorem}`, tags: ['a', 'b'], nested: { x: i / 2, ok: true } })),
        null,
        2,
      ),
    );
    expect(buffer.length).toBeGreaterThan(1_000_000); // WORKER_INPUT_CHARS (ASCII: one byte per character)
    const worker = page.waitForEvent('worker', (w) => /json-to-schema\.worker/.test(w.url()));
    // Set by its path: a buffer's bytes would cross Playwright's protocol (measured: 0.8 s for 1.3 MB, 0.08 s by path).
    const rowsPath = testInfo.outputPath('rows.json');
    writeFileSync(rowsPath, buffer);
    await page.locator('input[type=file]').setInputFiles(rowsPath);
    await worker;
    await expect(page.getByRole('textbox', { name: 'Schema' })).toHaveValue(
      /"required": \[\n\s+"id",\n\s+"name",\n\s+"tags",\n\s+"nested"\n\s+\]/,
      { timeout: 50_000 },
    );
  });
});
