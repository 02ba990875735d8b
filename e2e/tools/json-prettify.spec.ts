import { expect, test } from '../fixtures';

// RFC 8259 §13, first example (trimmed to a few members), typed as one line.
const RFC_OBJECT = '{"Image":{"Width":800,"Title":"View from 15th Floor","IDs":[116,943],"Animated":false}}';

test('json-prettify formats JSON as you type, with indent and sorted keys', async ({ page }) => {
  await page.goto('/json-prettify');
  await expect(page.getByRole('heading', { level: 1, name: 'JSON prettify and format' })).toBeVisible();
  const input = page.getByLabel('Input JSON');
  const output = page.getByRole('textbox', { name: 'Formatted JSON' });
  await input.fill(RFC_OBJECT);
  await expect(output).toHaveValue(
    '{\n  "Image": {\n    "Width": 800,\n    "Title": "View from 15th Floor",\n    "IDs": [\n      116,\n      943\n    ],\n    "Animated": false\n  }\n}',
  );

  await page.getByLabel('Indent').selectOption('0');
  await page.getByLabel('Sort keys').check();
  await expect(output).toHaveValue('{"Image":{"Animated":false,"IDs":[116,943],"Title":"View from 15th Floor","Width":800}}');

  // Integers beyond 2^53 are kept exactly (JSON.parse would round this one to ...992).
  await input.fill('[9007199254740993]');
  await expect(output).toHaveValue('[9007199254740993]');
});

test('json-prettify shows line and column of an error and keeps the last output', async ({ page }) => {
  await page.goto('/json-prettify');
  const input = page.getByLabel('Input JSON');
  const output = page.getByRole('textbox', { name: 'Formatted JSON' });
  await input.fill('[1, 2]');
  await expect(output).toHaveValue('[\n  1,\n  2\n]');

  await input.fill('[\n  1,\n  2 3\n]');
  await expect(page.getByRole('alert')).toHaveText("Line 3, column 5: expected ',' or ']' after an array element, found '3'.");
  await expect(input).toHaveValue('[\n  1,\n  2 3\n]');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(output).toHaveValue('[\n  1,\n  2\n]');

  // A trailing comma is an error in strict JSON and fine with JSON5.
  await input.fill('{"a": 1,}');
  await expect(page.getByRole('alert')).toContainText('Line 1, column 9');
  await page.getByLabel('Accept JSON5 (comments, trailing commas, unquoted keys)').check();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(output).toHaveValue('{\n  "a": 1\n}');
});

test('/json-viewer redirects to /json-prettify', async ({ page }) => {
  await page.goto('/json-viewer');
  await expect(page).toHaveURL(/\/json-prettify$/);
});
