import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `xsltTesterState`. */
export const xsltTesterTool = defineTool({
  path: '/xslt-tester',
  name: 'XSLT tester',
  description: 'Transform an XML document with an XSLT 1.0 stylesheet and see the formatted result.',
  keywords: ['xslt', 'xsl', 'xml', 'transform', 'stylesheet', 'xpath', 'template', 'tester'],
  icon: 'IconTransform',
  component: () => import('./XsltTesterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['xpath', '@xmldom/xmldom'],
  examples: [
    {
      label: 'Identity transform, drop comments',
      state: {
        xslt: '<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">\n  <xsl:output omit-xml-declaration="yes"/>\n  <xsl:template match="@*|node()">\n    <xsl:copy><xsl:apply-templates select="@*|node()"/></xsl:copy>\n  </xsl:template>\n  <xsl:template match="comment()"/>\n</xsl:stylesheet>',
        xml: '<config><!-- old --><server host="example.org" port="8080"/><debug>false</debug></config>',
        params: '',
        format: true,
      },
    },
    {
      label: 'CSV from XML (text output, parameter)',
      state: {
        xslt: '<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">\n  <xsl:output method="text"/>\n  <xsl:param name="sep" select="\',\'"/>\n  <xsl:template match="/">\n    <xsl:text>title,year&#10;</xsl:text>\n    <xsl:for-each select="//cd">\n      <xsl:sort select="year" data-type="number" order="descending"/>\n      <xsl:value-of select="concat(title, $sep, year)"/><xsl:text>&#10;</xsl:text>\n    </xsl:for-each>\n  </xsl:template>\n</xsl:stylesheet>',
        xml: '<catalog><cd><title>Empire Burlesque</title><year>1985</year></cd><cd><title>Hide your heart</title><year>1988</year></cd></catalog>',
        params: 'sep=;',
        format: true,
      },
    },
  ],
});
