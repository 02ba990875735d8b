import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `csvToJsonState`: `input`, `delimiter`, `header`, `unflatten`, `typed`, `indent`. */
export const tool = defineTool({
  path: '/csv-to-json',
  name: 'CSV to JSON',
  description: 'Convert CSV (RFC 4180) to a JSON array of objects or arrays: delimiter detected, dotted columns nested back, numbers and booleans typed.',
  keywords: ['csv', 'json', 'convert', 'converter', 'spreadsheet', 'excel', 'tsv', 'parse', 'rfc 4180'],
  icon: 'IconFileTypeCsv',
  component: () => import('./CsvToJsonTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['papaparse'],
  examples: [
    {
      label: 'People with nested address',
      state: { input: 'name,age,address.city,tags[0]\nAda,36,London,math\n"Turing, Alan",41,Wilmslow,logic', delimiter: 'auto', header: true, unflatten: true, typed: true, indent: 2 },
    },
    { label: 'Semicolons, no header', state: { input: 'a;1;true\nb;2;false', delimiter: 'semicolon', header: false, unflatten: false, typed: false, indent: 2 } },
  ],
});
