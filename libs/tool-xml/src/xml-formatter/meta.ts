import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `xmlFormatterState`. Each sets every option. */
export const xmlFormatterTool = defineTool({
  path: '/xml-formatter',
  name: 'XML formatter',
  description: 'Pretty-print or minify XML with the indentation of your choice; errors show line and column.',
  keywords: ['xml', 'formatter', 'prettify', 'beautify', 'minify', 'indent', 'pretty print', 'svg', 'pom', 'rss', 'validate'],
  icon: 'IconFileTypeXml',
  component: () => import('./XmlFormatterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['@xmldom/xmldom'],
  examples: [
    {
      label: 'SVG icon',
      state: {
        input:
          '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><title>Circle</title><!-- outline --><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor"/><path d="M9 12l2 2l4 -4"></path></svg>',
        mode: 'pretty',
        indent: 2,
        collapseContent: true,
        keepComments: true,
        selfClose: true,
      },
    },
    {
      label: 'RSS feed, minified',
      state: {
        input:
          '<?xml version="1.0"?>\n<rss version="2.0">\n  <channel>\n    <title>Liftoff News</title>\n    <link>http://liftoff.msfc.nasa.gov/</link>\n    <item>\n      <title>Star City</title>\n      <description><![CDATA[How do Americans get ready to work with Russians aboard the <b>International Space Station</b>?]]></description>\n    </item>\n  </channel>\n</rss>',
        mode: 'minify',
        indent: 2,
        collapseContent: true,
        keepComments: true,
        selfClose: true,
      },
    },
    {
      label: 'Tabs, text on its own line',
      state: {
        input: '<config><name>demo</name><port>8080</port><path xml:space="preserve">  a  b  </path></config>',
        mode: 'pretty',
        indent: 'tab',
        collapseContent: false,
        keepComments: true,
        selfClose: true,
      },
    },
  ],
});
