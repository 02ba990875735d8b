import { defineTool } from '@handy-tools/ui/kit';

/** List comparer. State keys: `listA`, `listB`, `separator`, `custom`, `ignoreCase`, `trim`, `keepDuplicates`. */
export const listComparerTool = defineTool({
  path: '/list-comparer',
  name: 'List comparer',
  description: 'Compare two lists: items only in the first, only in the second, in both, and their union.',
  keywords: ['list', 'compare', 'comparer', 'difference', 'intersection', 'union', 'set', 'only in', 'both', 'duplicates'],
  icon: 'IconCirclesRelation',
  component: () => import('./ListComparerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'Two lists', state: { listA: 'apple\nbanana\ncherry\ndate', listB: 'banana\ndate\nfig\ngrape' } },
    { label: 'Ignore case, comma-separated', state: { listA: 'Red, Green, Blue', listB: 'red, blue, yellow', separator: 'comma', ignoreCase: true } },
    { label: 'With duplicates', state: { listA: 'a\na\na\nb', listB: 'a\nb\nb\nc', keepDuplicates: true } },
  ],
});
