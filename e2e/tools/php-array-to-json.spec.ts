import { writeFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test(`php-array-to-json: reads the PHP manual’s key casting example; refuses code with its line and column; state survives a reload and travels in a link; converts a file over the 1 MB worker threshold in a worker`, async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step("reads the PHP manual's key casting example", async () => {
    await openTool(page, '/php-array-to-json');
    await expect(page.getByRole('heading', { level: 1, name: 'PHP-Array to JSON' })).toBeVisible();
    // https://www.php.net/manual/en/language.types.array.php, Example "Keys not on all elements"
    await page.getByRole('textbox', { name: 'PHP input' }).fill('array(\n    "a",\n    "b",\n    6 => "c",\n    "d",\n)');
    await expect(page.getByRole('textbox', { name: 'JSON output' })).toHaveValue(
      '{\n  "0": "a",\n  "1": "b",\n  "6": "c",\n  "7": "d"\n}\n',
    );
  });

  await test.step('refuses code with its line and column', async () => {
    const input = page.getByRole('textbox', { name: 'PHP input' });
    await input.fill("[\n  'a' => system('ls'),\n]");
    await expect(page.getByRole('alert')).toContainText('Line 2, column 10: a is a function call (system())');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/php-array-to-json');
    await page.getByLabel('Indent').selectOption('0');
    await page.getByRole('textbox', { name: 'PHP input' }).fill("['x' => [1, 2.0]]");
    const output = page.getByRole('textbox', { name: 'JSON output' });
    await expect(output).toHaveValue('{"x":[1,2.0]}\n');
    expect(new URL(page.url()).searchParams.get('indent')).toBe('0');
    await expect.poll(() => savedState(page, 'php-array-to-json'), { intervals: STORAGE_POLL }).toContain("['x' => [1, 2.0]]");
    await reopenTool(page);
    await expect(output).toHaveValue('{"x":[1,2.0]}\n');
  });

  await test.step('converts a file over the 1 MB worker threshold in a worker', async () => {
    await openTool(page, '/php-array-to-json');
    // A long string per row makes the file big with few tokens: the same worker path, little parsing.
    const text = 'lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(16).trim();
    const buffer = Buffer.from(
      `<?php\nreturn [\n${Array.from({ length: 1_200 }, (_, i) => `    ['id' => ${i}, 'name' => "item ${i}", 'ok' => true, 'text' => '${text}'],`).join('\n')}\n];\n`,
    );
    expect(buffer.length).toBeGreaterThan(1_000_000); // WORKER_INPUT_CHARS (ASCII: one byte per character)
    const worker = page.waitForEvent('worker', (w) => /php-array-to-json\.worker/.test(w.url()));
    // Set by its path: a buffer's bytes would cross Playwright's protocol (measured: 0.8 s for 1.3 MB, 0.08 s by path).
    const rowsPath = testInfo.outputPath('rows.php');
    writeFileSync(rowsPath, buffer);
    await page.locator('input[type=file]').setInputFiles(rowsPath);
    await worker;
    await expect(page.getByRole('textbox', { name: 'JSON output' })).toHaveValue(
      new RegExp(`^\\[\\n {2}\\{\\n {4}"id": 0,\\n {4}"name": "item 0",\\n {4}"ok": true,\\n {4}"text": "${text}"\\n {2}\\},`),
      { timeout: 50_000 },
    );
  });
});
