import { defineTool } from '@handy-tools/ui/kit';

/** List converter. State keys: `input` and the options of `convertList` (see ./state.ts). */
export const listConverterTool = defineTool({
  path: '/list-converter',
  name: 'List converter',
  description: 'Trim, dedupe, sort, reverse, quote and re-join the items of a list.',
  keywords: ['list', 'converter', 'trim', 'dedupe', 'unique', 'sort', 'natural sort', 'reverse', 'quote', 'prefix', 'suffix', 'separator', 'comma', 'lines', 'lowercase', 'uppercase'],
  icon: 'IconListDetails',
  component: () => import('./ListConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'Lines to SQL list', state: { input: 'apple\nbanana\n cherry \n\napple', dedupe: true, quote: 'single', quoteEscape: 'double', listPrefix: '(', listSuffix: ')' } },
    { label: 'Natural sort', state: { input: 'file10.txt\nfile2.txt\nFile1.txt\nfile20.txt', sort: 'natural', caseSensitive: false, outputSeparator: 'newline' } },
    { label: 'CSV to JSON array', state: { input: 'red,green, blue,red', inputSeparator: 'comma', dedupe: true, quote: 'double', listPrefix: '[', listSuffix: ']' } },
  ],
});
