import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

const XSL = 'xmlns:xsl="http://www.w3.org/1999/XSL/Transform"';

test('xslt-tester: transforms in a worker with the output method of the stylesheet; an XPath error is located; inputs survive a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const xslt = page.getByRole('textbox', { name: 'XSLT stylesheet' });
  const xml = page.getByRole('textbox', { name: 'XML document' });
  const output = page.getByRole('textbox', { name: 'Transformation result' });

  await test.step('the default stylesheet gives a formatted HTML table, sorted', async () => {
    await openTool(page, '/xslt-tester');
    await expect(page.getByRole('heading', { level: 1, name: 'XSLT tester' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Output method' })).toHaveText('Output method: html');
    await expect(output).toHaveValue(
      /<tr>\n\s+<td>Empire Burlesque<\/td>\n\s+<td>Bob Dylan<\/td>\n\s+<\/tr>\n\s+<tr>\n\s+<td>Hide your heart<\/td>/,
    );
    await xml.fill('<r><i>b</i><i>a</i></r>');
    await xslt.fill(
      `<xsl:stylesheet version="1.0" ${XSL}><xsl:output method="text"/><xsl:template match="/"><xsl:for-each select="//i"><xsl:sort/><xsl:value-of select="concat(position(), '=', .)"/>;</xsl:for-each></xsl:template></xsl:stylesheet>`,
    );
    await expect(output).toHaveValue('1=a;2=b;');
  });

  await test.step('an XPath error names the stylesheet line', async () => {
    await openTool(page, '/xslt-tester');
    await xslt.fill(
      `<xsl:stylesheet version="1.0" ${XSL}>\n<xsl:template match="/">\n<xsl:value-of select="count(("/>\n</xsl:template>\n</xsl:stylesheet>`,
    );
    await expect(page.getByRole('alert')).toHaveText(/^XSLT, line 3, column \d+ \(xsl:value-of\): XPath "count\(\("/);
  });

  await test.step('inputs survive a reload', async () => {
    await openTool(page, '/xslt-tester');
    await page.getByTestId('tool-example').filter({ hasText: 'CSV from XML' }).click();
    await expect(output).toHaveValue('title,year\nHide your heart;1988\nEmpire Burlesque;1985\n');
    await page.getByRole('textbox', { name: 'Parameters (name=value, one a line)' }).fill('sep=|');
    await expect(output).toHaveValue('title,year\nHide your heart|1988\nEmpire Burlesque|1985\n');
    await expect.poll(() => savedState(page, 'xslt-tester'), { intervals: STORAGE_POLL }).toContain('sep=|');
    await reopenTool(page);
    await expect(output).toHaveValue('title,year\nHide your heart|1988\nEmpire Burlesque|1985\n');
  });
});
