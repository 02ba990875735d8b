import { expect, test } from '../fixtures';

test('case-converter: "Test String" in every case (change-case reference results)', async ({ page }) => {
  await page.goto('/case-converter');
  await page.getByLabel('Your text').fill('Test String');
  const expected: [string, string][] = [
    ['Camel case', 'testString'],
    ['Capital case', 'Test String'],
    ['Constant case', 'TEST_STRING'],
    ['Dot case', 'test.string'],
    ['Header case', 'Test-String'],
    ['No case', 'test string'],
    ['Param case', 'test-string'],
    ['Pascal case', 'TestString'],
    ['Path case', 'test/string'],
    ['Sentence case', 'Test string'],
    ['Snake case', 'test_string'],
    ['Mocking case', 'tEsT sTrInG'],
    ['Lower case', 'test string'],
    ['Upper case', 'TEST STRING'],
  ];
  for (const [label, value] of expected) await expect(page.getByLabel(label, { exact: true }), label).toHaveValue(value);
});

test('case-converter: converts line by line, handles any Unicode, copies a result', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/case-converter');
  const input = page.getByLabel('Your text');
  await input.fill('first name\nXMLHttpRequest');
  await expect(page.getByLabel('Snake case', { exact: true })).toHaveValue('first_name\nxml_http_request');
  await input.fill('Ünïcödé ţëxt 日本語 😀 end');
  await expect(page.getByLabel('Constant case', { exact: true })).toHaveValue('ÜNÏCÖDÉ_ŢËXT_日本語_END');
  await page.getByRole('button', { name: 'Copy Camel case' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('ünïcödéŢëxt日本語End');
});
