import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonToCsvState`: `input`, `delimiter`, `header`, `crlf`, `arrays`, `nulls`. */
export const tool = defineTool({
  path: '/json-to-csv',
  name: 'JSON to CSV',
  description: 'Convert a JSON array of objects (or arrays) to CSV (RFC 4180): nested keys flattened to dotted columns, any delimiter, optional header.',
  keywords: ['json', 'csv', 'convert', 'converter', 'spreadsheet', 'excel', 'tsv', 'flatten', 'rfc 4180'],
  icon: 'IconCsv',
  component: () => import('./JsonToCsvTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['json5'],
  examples: [
    {
      label: 'Nested objects',
      state: { input: '[{"name": "Ada", "address": {"city": "London"}, "tags": ["math", "code"]}, {"name": "Alan, M.", "address": {"city": "Wilmslow"}, "tags": ["logic"]}]', delimiter: 'comma', header: true, crlf: true, arrays: 'index' },
    },
    { label: 'Semicolons, arrays as JSON', state: { input: '[{"id": 1, "langs": ["en", "fr"]}, {"id": 2, "langs": []}]', delimiter: 'semicolon', header: true, crlf: false, arrays: 'json' } },
    { label: 'One object, null as text', state: { input: '{"id": 7, "name": "Ada", "manager": null, "address": {"city": "London"}}', delimiter: 'comma', header: true, crlf: true, arrays: 'index', nulls: 'text' } },
  ],
});
