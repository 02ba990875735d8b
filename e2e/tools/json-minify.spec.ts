import { expect, test } from '../fixtures';

// RFC 8259 §13, first example (trimmed), with its spacing.
const RFC_OBJECT = '{\n  "Image": {\n    "Width":  800,\n    "Title":  "View from 15th Floor",\n    "IDs": [116, 943, 234, 38793]\n  }\n}';

test('json-minify minifies JSON as you type and reports the bytes saved', async ({ page }) => {
  await page.goto('/json-minify');
  await expect(page.getByRole('heading', { level: 1, name: 'JSON minify' })).toBeVisible();
  await page.getByLabel('Input JSON').fill(RFC_OBJECT);
  const minified = '{"Image":{"Width":800,"Title":"View from 15th Floor","IDs":[116,943,234,38793]}}';
  await expect(page.getByRole('textbox', { name: 'Minified JSON' })).toHaveValue(minified);
  const saved = RFC_OBJECT.length - minified.length; // ASCII: one byte per character
  await expect(page.getByTestId('json-minify-size')).toHaveText(`${RFC_OBJECT.length} bytes → ${minified.length} bytes: ${saved} bytes saved (${((100 * saved) / RFC_OBJECT.length).toFixed(1)} %).`);
});

test('json-minify shows the line and column of an error', async ({ page }) => {
  await page.goto('/json-minify');
  const input = page.getByLabel('Input JSON');
  await input.fill('[\n  1,\n  2 3\n]');
  await expect(page.getByTestId('tool-area').getByRole('alert')).toHaveText("Line 3, column 5: expected ',' or ']' after an array element, found '3'.");
  await expect(input).toHaveValue('[\n  1,\n  2 3\n]');
});

test('json-minify: state survives a reload and travels in a link', async ({ page }) => {
  await page.goto('/json-minify');
  await page.getByLabel('Accept JSON5 (comments, trailing commas, unquoted keys)').check();
  await page.getByLabel('Input JSON').fill("{ a: 'b', }");
  const output = page.getByRole('textbox', { name: 'Minified JSON' });
  await expect(output).toHaveValue('{"a":"b"}');
  expect(new URL(page.url()).searchParams.get('json5')).toBe('true');
  await page.waitForTimeout(400); // inputs are saved 250 ms after the last change
  await page.reload();
  await expect(page.getByLabel('Input JSON')).toHaveValue("{ a: 'b', }");
  await expect(page.getByLabel('Accept JSON5 (comments, trailing commas, unquoted keys)')).toBeChecked();
  await expect(output).toHaveValue('{"a":"b"}');
});

test('json-minify minifies a 3 MB file in a worker and offers minified.json', async ({ page }) => {
  test.setTimeout(60_000);
  const items = Array.from({ length: 15_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'], big: '12345678901234567890', nested: { x: i / 4, ok: true, none: null } }));
  const pretty = JSON.stringify(items, null, 2);
  expect(pretty.length).toBeGreaterThan(3_000_000);
  await page.goto('/json-minify');
  const worker = page.waitForEvent('worker');
  await page.locator('input[type=file]').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(pretty) });
  await worker;
  await expect(page.getByText(/Only the first [\d,]+ KB of 1\.8 MB are shown here/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('json-minify-size')).toContainText(`${pretty.length.toLocaleString('en-US')} bytes →`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download minified.json' }).click()]);
  expect(download.suggestedFilename()).toBe('minified.json');
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString('utf8')).toBe(JSON.stringify(items));
});
