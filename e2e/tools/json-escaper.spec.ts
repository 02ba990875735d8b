import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('json-escaper: escapes text into a JSON string and back; shows where an invalid escape is; state survives a reload and travels in a link', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('escapes text into a JSON string and back', async () => {
    await openTool(page, '/json-escaper');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON escaper / unescaper' })).toBeVisible();
    // RFC 8259 §7: " and \ are escaped, control characters too; U+1D11E is \uD834\uDD1E in ASCII-only output.
    await page.getByLabel('Text to escape').fill('say "hi"\n\tC:\\temp 𝄞');
    const escaped = page.getByRole('textbox', { name: 'Escaped JSON string' });
    await expect(escaped).toHaveValue('"say \\"hi\\"\\n\\tC:\\\\temp 𝄞"');
    await page.getByLabel('Escape non-ASCII as \\uXXXX').check();
    await page.getByLabel('Surround with double quotes').uncheck();
    await expect(escaped).toHaveValue('say \\"hi\\"\\n\\tC:\\\\temp \\ud834\\udd1e');

    await page.getByRole('button', { name: 'Unescape the result' }).click();
    await expect(page.getByLabel('JSON string to unescape')).toHaveValue('say \\"hi\\"\\n\\tC:\\\\temp \\ud834\\udd1e');
    await expect(page.getByRole('textbox', { name: 'Unescaped text' })).toHaveValue('say "hi"\n\tC:\\temp 𝄞');
  });

  await test.step('shows where an invalid escape is', async () => {
    await openTool(page, '/json-escaper?direction=unescape');
    const input = page.getByLabel('JSON string to unescape');
    await input.fill('"C:\\windows"');
    await expect(page.getByTestId('tool-area').getByRole('alert')).toHaveText(
      "Line 1, column 4: invalid escape '\\w' in a string; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u followed by 4 hexadecimal digits.",
    );
    await expect(input).toHaveValue('"C:\\windows"');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/json-escaper');
    await page.getByTestId('tool-area').getByRole('button', { name: 'Unescape', exact: true }).click();
    await page.getByLabel('JSON string to unescape').fill('caf\\u00e9');
    await expect(page.getByRole('textbox', { name: 'Unescaped text' })).toHaveValue('café');
    expect(new URL(page.url()).searchParams.get('direction')).toBe('unescape');
    await expect
      .poll(() => savedState(page, 'json-escaper'), { intervals: STORAGE_POLL })
      .toContain(JSON.stringify('caf\\u00e9').slice(1, -1));
    await reopenTool(page);
    await expect(page.getByLabel('JSON string to unescape')).toHaveValue('caf\\u00e9');
    await expect(page.getByRole('textbox', { name: 'Unescaped text' })).toHaveValue('café');
  });
});
