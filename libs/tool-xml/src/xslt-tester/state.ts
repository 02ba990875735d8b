import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The stylesheet before the visitor types anything (the CD catalogue of the original tool). */
export const SAMPLE_XSLT = `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:template match="/">
    <html>
      <body>
        <h2>My CD Collection</h2>
        <table border="1">
          <tr><th>Title</th><th>Artist</th></tr>
          <xsl:for-each select="catalog/cd">
            <xsl:sort select="artist"/>
            <tr><td><xsl:value-of select="title"/></td><td><xsl:value-of select="artist"/></td></tr>
          </xsl:for-each>
        </table>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>`;

/** The document before the visitor types anything. */
export const SAMPLE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<catalog>
  <cd><title>Empire Burlesque</title><artist>Bob Dylan</artist><year>1985</year></cd>
  <cd><title>Hide your heart</title><artist>Bonnie Tyler</artist><year>1988</year></cd>
</catalog>`;

/**
 * The XSLT tester's state. Inputs: the stylesheet `xslt`, the document `xml`, top-level parameters
 * `params` (one `name=value` a line). Option (in the query string): `format` the output.
 */
export const xsltTesterState = {
  schema: z.object({
    xslt: z._default(z.string(), SAMPLE_XSLT),
    xml: z._default(z.string(), SAMPLE_XML),
    params: z._default(z.string(), ''),
    format: z._default(z.boolean(), true),
  }),
  options: ['format'],
  secrets: [],
} satisfies ToolStateSpec;
