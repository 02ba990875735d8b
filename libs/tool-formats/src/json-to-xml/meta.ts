import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonToXmlState`. */
export const tool = defineTool({
  path: '/json-to-xml',
  name: 'JSON to XML',
  description: 'Convert JSON (or JSON5) to XML: "@_" keys become attributes, "#text" text, "#cdata" CDATA, arrays repeated elements; invalid names are named by their path.',
  keywords: ['json', 'xml', 'json5', 'convert', 'converter', 'cdata', 'attributes'],
  icon: 'IconCode',
  component: () => import('./JsonToXmlTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['fast-xml-parser', 'json5'],
  examples: [
    {
      label: 'Book catalogue',
      state: { input: '{"catalog": {"book": [{"@_id": "bk101", "title": "XML Developer\'s Guide", "price": 44.95}, {"@_id": "bk102", "title": {"#cdata": "Midnight <Rain>"}, "price": 5.95}]}}', indent: 2, declaration: true },
    },
    { label: 'Several keys, custom root', state: { input: '{"name": "Ada", "languages": ["en", "fr"]}', rootName: 'person', indent: 2, declaration: false } },
    {
      label: 'xml-js compact layout',
      state: {
        input: '{"_declaration": {"_attributes": {"version": "1.0", "encoding": "utf-8"}}, "note": {"_attributes": {"importance": "high", "logged": "true"}, "title": {"_text": "Happy"}, "todo": [{"_text": "Work"}, {"_text": "Play"}], "_comment": "xml-js README"}}',
        layout: 'xml-js',
        indent: 4,
      },
    },
  ],
});
