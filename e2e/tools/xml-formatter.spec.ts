import { writeFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('xml-formatter: pretty-prints and minifies as you type; a bad tag is located; options survive a reload; a document over 1 MB is formatted in a worker', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const input = page.getByRole('textbox', { name: 'Input XML' });

  await test.step('pretty-prints, then minifies', async () => {
    await openTool(page, '/xml-formatter');
    await expect(page.getByRole('heading', { level: 1, name: 'XML formatter' })).toBeVisible();
    await input.fill('<?xml version="1.0"?><a x="1"><b>text</b><!-- note --><c></c></a>');
    await expect(page.getByRole('textbox', { name: 'Formatted XML' })).toHaveValue(
      '<?xml version="1.0"?>\n<a x="1">\n  <b>text</b>\n  <!-- note -->\n  <c/>\n</a>',
    );
    await page.getByRole('button', { name: 'Minify' }).click();
    await expect(page.getByRole('textbox', { name: 'Minified XML' })).toHaveValue(
      '<?xml version="1.0"?><a x="1"><b>text</b><!-- note --><c/></a>',
    );
  });

  await test.step('a mismatched tag is reported with its line and column', async () => {
    await openTool(page, '/xml-formatter');
    await input.fill('<a>\n  <b x="1" x="2"/>\n</a>');
    await expect(page.getByRole('alert')).toHaveText(/XML, line 2, column 3: Attribute x redefined/);
  });

  await test.step('options and input survive a reload', async () => {
    await openTool(page, '/xml-formatter');
    await page.getByLabel('Keep comments').uncheck();
    await input.fill('<r><!-- gone --><k>v</k></r>');
    const output = page.getByRole('textbox', { name: 'Formatted XML' });
    await expect(output).toHaveValue('<r>\n  <k>v</k>\n</r>');
    expect(new URL(page.url()).searchParams.get('keepComments')).toBe('false');
    await expect.poll(() => savedState(page, 'xml-formatter'), { intervals: STORAGE_POLL }).toContain('gone');
    await reopenTool(page);
    await expect(output).toHaveValue('<r>\n  <k>v</k>\n</r>');
  });

  await test.step('a document just over 1 MB is formatted in a worker', async () => {
    await openTool(page, '/xml-formatter');
    const big = `<list>${'<item id="1">some text</item>'.repeat(35_000)}</list>`;
    expect(big.length).toBeGreaterThan(1_000_000); // WORKER_INPUT_CHARS
    const path = testInfo.outputPath('big.xml');
    writeFileSync(path, big);
    const worker = page.waitForEvent('worker', (w) => /xml-formatter\.worker/.test(w.url()));
    await page.locator('input[type=file]').setInputFiles(path);
    await worker;
    await expect(page.getByRole('textbox', { name: 'Formatted XML' })).toHaveValue(/^<list>\n {2}<item id="1">some text<\/item>\n/);
  });
});
