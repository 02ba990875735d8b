import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('json-string-converter: stringifies JSON like JSON.stringify(JSON.stringify(value)) and parses it back; shows where a JSON string is broken; state survives a reload and travels in a link', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('stringifies JSON like JSON.stringify(JSON.stringify(value)) and parses it back', async () => {
    await openTool(page, '/json-string-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON string converter' })).toBeVisible();
    const value = { path: 'C:\\temp', list: [1, true, null], clef: '𝄞' };
    await page.getByLabel('JSON to stringify').fill(JSON.stringify(value, null, 4));
    const literal = page.getByRole('textbox', { name: 'JSON string', exact: true });
    await expect(literal).toHaveValue(JSON.stringify(JSON.stringify(value)));
    await page.getByLabel('Indent inside the string').selectOption('2');
    await expect(literal).toHaveValue(JSON.stringify(JSON.stringify(value, null, 2)));

    await page.getByRole('button', { name: 'Parse the result' }).click();
    await expect(page.getByRole('textbox', { name: 'Parsed value' })).toHaveValue(JSON.stringify(value, null, 2));
  });

  await test.step('shows where a JSON string is broken', async () => {
    await openTool(page, '/json-string-converter?direction=parse');
    const input = page.getByLabel('JSON string to parse');
    await input.fill('"{\\"a\\": \\q}"');
    await expect(page.getByTestId('tool-area').getByRole('alert')).toHaveText(/^Line 1, column 10: invalid escape '\\q' in a string/);
    await input.fill('{"a": 1}');
    await expect(page.getByTestId('tool-area').getByRole('alert')).toContainText('this is already JSON (an object): use Stringify');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/json-string-converter');
    await page.getByRole('button', { name: 'Plain text' }).click();
    await page.getByLabel('Text to stringify').fill('line 1\nline "2"');
    const literal = page.getByRole('textbox', { name: 'JSON string', exact: true });
    await expect(literal).toHaveValue('"line 1\\nline \\"2\\""');
    expect(new URL(page.url()).searchParams.get('source')).toBe('text');
    await expect
      .poll(() => savedState(page, 'json-string-converter'), { intervals: STORAGE_POLL })
      .toContain(JSON.stringify('line 1\nline "2"').slice(1, -1));
    await reopenTool(page);
    await expect(page.getByLabel('Text to stringify')).toHaveValue('line 1\nline "2"');
    await expect(literal).toHaveValue('"line 1\\nline \\"2\\""');
  });
});
