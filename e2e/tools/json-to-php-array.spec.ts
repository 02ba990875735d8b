import { expect, test } from '../fixtures';

test('json-to-php-array: writes the PHP manual\'s simple array', async ({ page }) => {
  await page.goto('/json-to-php-array');
  await expect(page.getByRole('heading', { level: 1, name: 'Json to PHP-Array' })).toBeVisible();
  await page.getByRole('textbox', { name: 'JSON input' }).fill('{"foo": "bar", "bar": "it\'s", "n": [1, 1.5, true, null]}');
  await expect(page.getByRole('textbox', { name: 'PHP output' })).toHaveValue("[\n    'foo' => 'bar',\n    'bar' => 'it\\'s',\n    'n' => [\n        1,\n        1.5,\n        true,\n        null,\n    ],\n]");
});

test('json-to-php-array: says what is wrong and where', async ({ page }) => {
  await page.goto('/json-to-php-array');
  const input = page.getByRole('textbox', { name: 'JSON input' });
  await input.fill('{"a": 1,\n "b": }');
  await expect(page.getByRole('alert')).toContainText('Line 2, column 7:');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
});

test('json-to-php-array: state survives a reload and travels in a link', async ({ page }) => {
  await page.goto('/json-to-php-array');
  await page.getByRole('button', { name: 'array( … )' }).click();
  await page.getByRole('textbox', { name: 'JSON input' }).fill('[1]');
  const output = page.getByRole('textbox', { name: 'PHP output' });
  await expect(output).toHaveValue('array(\n    1,\n)');
  expect(new URL(page.url()).searchParams.get('syntax')).toBe('long');
  await page.waitForTimeout(400); // inputs are saved 250 ms after the last change
  await page.reload();
  await expect(page.getByRole('button', { name: 'array( … )' })).toHaveAttribute('aria-pressed', 'true');
  await expect(output).toHaveValue('array(\n    1,\n)');
});
