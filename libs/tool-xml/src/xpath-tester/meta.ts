import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `xpathTesterState`. */
export const xpathTesterTool = defineTool({
  path: '/xpath-tester',
  name: 'XPath tester',
  description: 'Evaluate an XPath 1.0 expression on an XML document: matched nodes, values and their paths.',
  keywords: ['xpath', 'xml', 'query', 'select', 'node', 'namespace', 'tester', 'evaluate'],
  icon: 'IconFileSearch',
  component: () => import('./XpathTesterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['xpath', '@xmldom/xmldom'],
  examples: [
    {
      label: 'Books over 10',
      state: {
        xml: '<?xml version="1.0"?>\n<catalog>\n  <book id="bk101" lang="en"><author>Gambardella, Matthew</author><title>XML Developer\'s Guide</title><price>44.95</price></book>\n  <book id="bk102" lang="fr"><author>Ralls, Kim</author><title>Midnight Rain</title><price>5.95</price></book>\n</catalog>',
        expression: '//book[price > 10]/title',
        namespaces: '',
      },
    },
    {
      label: 'Sum of prices',
      state: {
        xml: '<catalog><book><price>44.95</price></book><book><price>5.95</price></book></catalog>',
        expression: 'sum(//price)',
        namespaces: '',
      },
    },
    {
      label: 'Namespaces (Atom feed)',
      state: {
        xml: '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">\n  <title>Example Feed</title>\n  <entry><title>Atom-Powered Robots Run Amok</title><media:thumbnail url="https://example.org/robot.png"/></entry>\n</feed>',
        expression: '//atom:entry/media:thumbnail/@url',
        namespaces: 'atom=http://www.w3.org/2005/Atom',
      },
    },
  ],
});
