import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('json-sort-master: sorts keys at every depth as you type; shows the line and column of invalid JSON; state survives a reload and travels in the URL; sorts a file over the 1 MB worker threshold in a worker', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  await test.step('sorts keys at every depth as you type', async () => {
    await openTool(page, '/json-sort-master');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON sort master' })).toBeVisible();
    const output = page.getByRole('textbox', { name: 'Sorted JSON' });
    await page.getByLabel('Indent').selectOption('0');
    await page.getByRole('textbox', { name: 'Input JSON' }).fill('{"item10":{"b":1,"a":2},"item2":[3,1,2],"item1":12345678901234567890}');
    // Code unit order (RFC 8785 §3.2.3); the 20-digit integer is kept exactly.
    await expect(output).toHaveValue('{"item1":12345678901234567890,"item10":{"a":2,"b":1},"item2":[3,1,2]}\n');
    await page.getByLabel('Natural order (item2 before item10)').check();
    await page.getByRole('button', { name: 'Descending (Z→A)' }).click();
    await page.getByLabel('Arrays').selectOption('values');
    await expect(output).toHaveValue('{"item10":{"b":1,"a":2},"item2":[3,2,1],"item1":12345678901234567890}\n');
  });

  await test.step('shows the line and column of invalid JSON', async () => {
    await openTool(page, '/json-sort-master');
    const input = page.getByRole('textbox', { name: 'Input JSON' });
    await input.fill('{\n  "a": 1\n  "b": 2\n}');
    await expect(page.getByRole('alert')).toContainText('Line 3, column 3');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('state survives a reload and travels in the URL', async () => {
    await openTool(page, '/json-sort-master');
    const input = page.getByRole('textbox', { name: 'Input JSON' });
    await page.getByLabel('Arrays').selectOption('key');
    await page.getByRole('textbox', { name: 'Array sort key' }).fill('n');
    await page.getByLabel('Indent').selectOption('0');
    await input.fill('[{"n":2,"x":0},{"n":1}]');
    const expected = '[{"n":1},{"n":2,"x":0}]\n';
    await expect(page.getByRole('textbox', { name: 'Sorted JSON' })).toHaveValue(expected);
    const query = new URL(page.url()).searchParams;
    expect([query.get('arrays'), query.get('arrayKey'), query.get('indent')]).toEqual(['key', 'n', '0']);
    await expect
      .poll(() => savedState(page, 'json-sort-master'), { intervals: STORAGE_POLL })
      .toContain(JSON.stringify('[{"n":2,"x":0},{"n":1}]').slice(1, -1));
    await reopenTool(page);
    await expect(input).toHaveValue('[{"n":2,"x":0},{"n":1}]');
    await expect(page.getByRole('textbox', { name: 'Sorted JSON' })).toHaveValue(expected);
  });

  await test.step('sorts a file over the 1 MB worker threshold in a worker', async () => {
    await openTool(page, '/json-sort-master');
    // A long string per row makes the file big with few values: the same worker path, little parsing.
    const lorem = 'lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(8);
    const rows = Array.from({ length: 2_200 }, (_, i) => ({ z: i, text: lorem, name: `n${i}`, a: { y: 1, x: 2 } }));
    const buffer = Buffer.from(JSON.stringify(rows, null, 2));
    expect(buffer.length).toBeGreaterThan(1_000_000); // WORKER_INPUT_CHARS (ASCII: one byte per character)
    const worker = page.waitForEvent('worker', (w) => /json-sort-master\.worker/.test(w.url()));
    // Set by its path: a buffer's bytes would cross Playwright's protocol (measured: 0.8 s for 1.3 MB, 0.08 s by path).
    const rowsPath = testInfo.outputPath('rows.json');
    writeFileSync(rowsPath, buffer);
    await page.locator('input[type=file]').setInputFiles(rowsPath);
    await worker;
    await expect(page.getByText(/Only the first [\d,.]+ KB of \d+\.\d MB are shown here/)).toBeVisible({ timeout: 20_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download sorted.json' }).click();
    const text = await readFile((await (await download).path())!, 'utf8');
    // Every row with its keys in code unit order (arrays keep their order by default).
    const sorted = rows.map(({ z, text, name, a }) => ({ a: { x: a.x, y: a.y }, name, text, z }));
    expect(text).toBe(`${JSON.stringify(sorted, null, 2)}\n`);
  });
});
