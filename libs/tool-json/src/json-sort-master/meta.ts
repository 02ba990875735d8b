import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonSortMasterState`: `input`, `order`, `natural`, `arrays`, `arrayKey`, `indent`. */
export const jsonSortMaster = defineTool({
  path: '/json-sort-master',
  name: 'JSON sort master',
  description: 'Sort JSON object keys at every depth, ascending or descending, in natural order if you like, and optionally arrays by value or by a key of their objects.',
  keywords: ['json', 'sort', 'keys', 'order', 'alphabetical', 'natural sort', 'array', 'canonical', 'normalize', 'diff'],
  icon: 'IconSortAscendingLetters',
  component: () => import('./JsonSortMasterTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['jsonc-parser', 'json5'],
  examples: [
    { label: 'Sort keys', state: { input: '{"version":"1.0.0","name":"demo","scripts":{"test":"vitest","build":"vite build"}}', order: 'asc', natural: false, arrays: 'keep', arrayKey: 'id', indent: 2 } },
    { label: 'Natural order, descending', state: { input: '{"item10":3,"item2":2,"item1":1}', order: 'desc', natural: true, arrays: 'keep', arrayKey: 'id', indent: 2 } },
    { label: 'Sort array values', state: { input: '{"tags":["web","api","cli"],"ports":[8443,80,443]}', order: 'asc', natural: false, arrays: 'values', arrayKey: 'id', indent: 2 } },
    { label: 'Array of objects by key', state: { input: '[{"id":3,"name":"c"},{"id":1,"name":"a"},{"id":2,"name":"b"}]', order: 'asc', natural: false, arrays: 'key', arrayKey: 'id', indent: 2 } },
  ],
});
