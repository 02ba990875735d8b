import { writeFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('json-linter: says "Valid JSON" for the RFC 8259 example; lists every error with its line and column; a click moves the cursor there; state survives a reload and travels in a link; checks a file over the 1 MB worker threshold in a worker and finds the error near its end', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('says "Valid JSON" for the RFC 8259 example', async () => {
    await openTool(page, '/json-linter');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON linter' })).toBeVisible();
    await page.getByLabel('JSON to check').fill('{"Image": {"Width": 800, "Height": 600, "IDs": [116, 943, 234, 38793]}}');
    await expect(page.getByTestId('json-linter-status')).toHaveText('Valid JSON');
  });

  await test.step('lists every error with its line and column; a click moves the cursor there', async () => {
    await openTool(page, '/json-linter');
    const input = page.getByLabel('JSON to check');
    await input.fill('{\n  "a": 01,\n  b: true,\n  "c": [1,,2]\n}');
    await expect(page.getByTestId('json-linter-status')).toHaveText('Invalid: 3 errors');
    const errors = page.getByRole('list', { name: 'Errors' }).getByRole('button');
    await expect(errors).toHaveText([
      /^Line 2, column 9: .*no leading zeros/,
      "Line 3, column 3: property names must be in double quotes, found 'b'",
      "Line 4, column 11: expected a value, found ','",
    ]);
    await errors.nth(1).click();
    await expect(page.getByTestId('json-linter-selected')).toHaveText('Selected: Line 3, column 3');
    await expect(input).toBeFocused();
    expect(await input.evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(15); // the 'b'
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/json-linter');
    const json5 = page.getByLabel('Accept JSON5 (comments, trailing commas, unquoted keys)');
    await json5.check();
    await page.getByLabel('JSON to check').fill('{a: 1,}');
    await expect(page.getByTestId('json-linter-status')).toHaveText('Valid JSON5');
    expect(new URL(page.url()).searchParams.get('json5')).toBe('true');
    await expect.poll(() => savedState(page, 'json-linter'), { intervals: STORAGE_POLL }).toContain('{a: 1,}');
    await reopenTool(page);
    await expect(page.getByLabel('JSON to check')).toHaveValue('{a: 1,}');
    await expect(json5).toBeChecked();
    await expect(page.getByTestId('json-linter-status')).toHaveText('Valid JSON5');
  });

  await test.step('checks a file over the 1 MB worker threshold in a worker and finds the error near its end', async () => {
    // A long string per item makes the file big with few values: the same worker path, little parsing.
    const items = Array.from({ length: 2_000 }, (_, i) => ({
      id: i,
      name: `item ${i}`,
      tags: ['a', 'b'],
      nested: { x: i / 4, ok: true, none: null },
      text: 'lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(8),
    }));
    const broken = `${JSON.stringify(items, null, 2).slice(0, -2)},\n]`; // a trailing comma before the last bracket
    expect(broken.length).toBeGreaterThan(1_000_000); // WORKER_INPUT_CHARS
    const lastLine = broken.split('\n').length;
    await openTool(page, '/json-linter');
    const worker = page.waitForEvent('worker');
    // Set by its path: a buffer's bytes would cross Playwright's protocol (measured: 0.8 s for 1.3 MB, 0.08 s by path).
    const bigPath = testInfo.outputPath('big.json');
    writeFileSync(bigPath, broken);
    await page.locator('input[type=file]').setInputFiles(bigPath);
    await worker;
    await expect(page.getByTestId('json-linter-status')).toHaveText('Invalid: 1 error', { timeout: 30_000 });
    await expect(page.getByRole('list', { name: 'Errors' })).toContainText(
      `Line ${lastLine}, column 1: expected a value, found ']' (strict JSON allows no trailing comma)`,
    );
  });
});
