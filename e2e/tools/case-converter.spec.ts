import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

test('case-converter: "Test String" in every case; line by line, any Unicode, copy; state and link; a long text in the worker; every example', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  await test.step('"Test String" in every case (change-case reference results)', async () => {
    await openTool(page, '/case-converter');
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

  await test.step('converts line by line, handles any Unicode, copies a result', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const input = page.getByLabel('Your text');
    await input.fill('first name\nXMLHttpRequest');
    await expect(page.getByLabel('Snake case', { exact: true })).toHaveValue('first_name\nxml_http_request');
    await input.fill('Ünïcödé ţëxt 日本語 😀 end');
    await expect(page.getByLabel('Constant case', { exact: true })).toHaveValue('ÜNÏCÖDÉ_ŢËXT_日本語_END');
    await page.getByRole('button', { name: 'Copy Camel case' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('ünïcödéŢëxt日本語End');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The tool has no options (it shows every case): its only state is the text, an input.
    await openTool(page, '/case-converter');
    const input = page.getByLabel('Your text');
    await input.fill('first name\nXMLHttpRequest');
    await expect(page.getByLabel('Snake case', { exact: true })).toHaveValue('first_name\nxml_http_request');
    expect(new URL(page.url()).search).toBe('');
    expect(page.url()).not.toContain('XMLHttp');
    await expect.poll(() => savedState(page, 'case-converter'), { intervals: STORAGE_POLL }).toContain('XMLHttpRequest');

    await reopenTool(page);
    await expect(input).toHaveValue('first name\nXMLHttpRequest');
    await expect(page.getByLabel('Snake case', { exact: true })).toHaveValue('first_name\nxml_http_request');

    // "Copy link" carries the text in the fragment; opening it restores it over what is saved.
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).hash).toMatch(/^#state=/);
    await input.fill('something else');
    await expect.poll(() => savedState(page, 'case-converter'), { intervals: STORAGE_POLL }).toContain('something else');
    await openLink(page, link, { keepStorage: true });
    await expect(input).toHaveValue('first name\nXMLHttpRequest');

    // An emptied text stays empty after a reload (it does not come back as the sample text).
    await input.fill('');
    await expect.poll(() => savedState(page, 'case-converter'), { intervals: STORAGE_POLL }).toBe('{"input":""}');
    await reopenTool(page);
    await expect(input).toHaveValue('');
  });

  // A huge input an older version stored is not restored (the kit's useToolState, tested in
  // libs/ui/src/tool/useToolState.dom.test.tsx, the same for every tool).
  await test.step('a long text is converted in the worker and said not to be remembered', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/case-converter');
    const input = page.getByLabel('Your text');
    // Over 10,000 characters the cases are converted in the tool's worker; over 256 KB the text is
    // not remembered, and the page says so. 330,000 characters on one line (Playwright types line
    // breaks one by one: thousands of lines would take it minutes).
    const long = 'first name '.repeat(30_000);
    const worker = page.waitForEvent('worker', (w) => /case-converter/.test(w.url()));
    await input.fill(long);
    await worker;
    const snake = Array(30_000).fill('first_name').join('_');
    await expect(page.getByLabel('Snake case', { exact: true })).toHaveValue(snake.slice(0, 10_000));
    await expect(page.getByText('The first 10,000 of 329,999 characters are shown; Copy copies all of them.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Copy Snake case' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(snake);
    await expect(page.getByTestId('persist-notices')).toContainText('This 330 KB input is not remembered after a reload: inputs over 256 KB are not kept in this browser.');
    // The field itself shows a summary of the long text (its start, read-only) and keeps all of it.
    await expect(page.getByText('330 kB loaded (330,000 characters).')).toBeVisible();
    await expect(input).toHaveValue(long.slice(0, 10_000));
  });

  await test.step('every example loads into a visible result without an error', async () => {
    await openTool(page, '/case-converter');
    const examples = page.getByRole('group', { name: 'Examples' });
    // change-case's word splitting (README): spaces, camel humps and acronym runs; each line on its own.
    const cases: [string, string, string][] = [
      ['Phrase', 'Camel case', 'loremIpsumDolorSitAmet'],
      ['camelCase identifier', 'Snake case', 'xml_http_request'],
      ['One name per line', 'Constant case', 'FIRST_NAME\nLAST_NAME\nZIP_CODE'],
    ];
    await expect(examples.getByRole('button')).toHaveCount(cases.length);
    for (const [label, output, value] of cases) {
      await examples.getByRole('button', { name: label, exact: true }).click();
      await expect(page.getByLabel(output, { exact: true })).toHaveValue(value);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByTestId('restore-notices')).toHaveCount(0);
    }
  });
});
