import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('css-xpath-converter: CSS to XPath and back as you type; what CSS cannot express is named; inputs survive a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const css = page.getByRole('textbox', { name: 'CSS selector', exact: true });
  const xpath = page.getByRole('textbox', { name: 'XPath expression to convert' });

  await test.step('CSS to XPath and XPath to CSS', async () => {
    await openTool(page, '/css-xpath-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'CSS selector to XPath converter' })).toBeVisible();
    await css.fill('div > p#intro, h1 + p');
    await expect(page.getByLabel('XPath expression', { exact: true })).toHaveText(
      "//div/p[@id = 'intro'] | //h1/following-sibling::*[1][self::p]",
    );
    await page.getByRole('button', { name: 'Under the context node (.//)' }).click();
    await expect(page.getByLabel('XPath expression', { exact: true })).toHaveText(
      ".//div/p[@id = 'intro'] | .//h1/following-sibling::*[1][self::p]",
    );
    await xpath.fill('//ul/li[last()]/a[@href]');
    await expect(page.getByLabel('CSS selector (converted)')).toHaveText('ul > li:last-of-type > a[href]');
  });

  await test.step('a parent step has no CSS equivalent', async () => {
    await openTool(page, '/css-xpath-converter');
    await xpath.fill('//a/..');
    await expect(page.getByRole('alert')).toHaveText('XPath, column 5: CSS cannot select a parent or an ancestor.');
  });

  await test.step('inputs survive a reload', async () => {
    await openTool(page, '/css-xpath-converter');
    await css.fill('table tr:nth-child(odd)');
    const expected = '//table//tr[((count(preceding-sibling::*) + 1) >= 1 and ((count(preceding-sibling::*) + 1) - 1) mod 2 = 0)]';
    await expect(page.getByLabel('XPath expression', { exact: true })).toHaveText(expected);
    await expect.poll(() => savedState(page, 'css-xpath-converter'), { intervals: STORAGE_POLL }).toContain('nth-child(odd)');
    await reopenTool(page);
    await expect(css).toHaveValue('table tr:nth-child(odd)');
    await expect(page.getByLabel('XPath expression', { exact: true })).toHaveText(expected);
  });
});
