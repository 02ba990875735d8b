import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test(`json-to-php-array: writes the PHP manual’s simple array; says what is wrong and where; state survives a reload and travels in a link`, async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step("writes the PHP manual's simple array", async () => {
    await openTool(page, '/json-to-php-array');
    await expect(page.getByRole('heading', { level: 1, name: 'Json to PHP-Array' })).toBeVisible();
    await page.getByRole('textbox', { name: 'JSON input' }).fill('{"foo": "bar", "bar": "it\'s", "n": [1, 1.5, true, null]}');
    await expect(page.getByRole('textbox', { name: 'PHP output' })).toHaveValue(
      "[\n    'foo' => 'bar',\n    'bar' => 'it\\'s',\n    'n' => [\n        1,\n        1.5,\n        true,\n        null,\n    ],\n]\n",
    );
  });

  await test.step('says what is wrong and where', async () => {
    const input = page.getByRole('textbox', { name: 'JSON input' });
    await input.fill('{"a": 1,\n "b": }');
    await expect(page.getByRole('alert')).toContainText('Line 2, column 7:');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/json-to-php-array');
    await page.getByRole('button', { name: 'array( … )' }).click();
    await page.getByRole('textbox', { name: 'JSON input' }).fill('[1]');
    const output = page.getByRole('textbox', { name: 'PHP output' });
    await expect(output).toHaveValue('array(\n    1,\n)\n');
    expect(new URL(page.url()).searchParams.get('syntax')).toBe('long');
    await expect.poll(() => savedState(page, 'json-to-php-array'), { intervals: STORAGE_POLL }).toContain('[1]');
    await reopenTool(page);
    await expect(page.getByRole('button', { name: 'array( … )' })).toHaveAttribute('aria-pressed', 'true');
    await expect(output).toHaveValue('array(\n    1,\n)\n');
  });
});
