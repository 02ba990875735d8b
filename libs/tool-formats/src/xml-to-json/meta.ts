import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `xmlToJsonState`. */
export const tool = defineTool({
  path: '/xml-to-json',
  name: 'XML to JSON',
  description: 'Convert XML to JSON: attributes (prefixed or grouped), text, CDATA, repeated elements as arrays, namespaces kept; errors give the line and column.',
  keywords: ['xml', 'json', 'convert', 'converter', 'soap', 'rss', 'cdata', 'attributes'],
  icon: 'IconCode',
  component: () => import('./XmlToJsonTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['fast-xml-parser'],
  examples: [
    {
      label: 'Book catalogue',
      state: { input: '<catalog>\n  <book id="bk101" lang="en">\n    <title>XML Developer\'s Guide</title>\n    <price>44.95</price>\n  </book>\n  <book id="bk102">\n    <title><![CDATA[Midnight <Rain>]]></title>\n    <price>5.95</price>\n  </book>\n</catalog>', arrays: 'auto', cdata: 'text', parseValues: true },
    },
    {
      label: 'SOAP, always arrays',
      state: { input: '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope">\n  <soap:Body>\n    <m:GetPrice xmlns:m="https://www.example.org/stock">\n      <m:Item>Apples</m:Item>\n    </m:GetPrice>\n  </soap:Body>\n</soap:Envelope>', arrays: 'tags', arrayTags: 'm:Item', parseValues: false },
    },
    {
      label: 'xml-js compact layout',
      state: { input: '<?xml version="1.0" encoding="utf-8"?>\n<!-- xml-js README -->\n<note importance="high" logged="true">\n    <title>Happy</title>\n    <todo>Work</todo>\n    <todo>Play</todo>\n</note>', layout: 'xml-js', indent: 2 },
    },
  ],
});
