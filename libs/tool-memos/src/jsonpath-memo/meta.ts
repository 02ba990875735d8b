import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonpathMemoState`: the search text `search`. */
export const jsonpathMemoTool = defineTool({
  path: '/jsonpath-memo',
  name: 'JSONPath cheat sheet',
  description: 'JSONPath syntax (RFC 9535): selectors, filters, functions, with examples.',
  keywords: ['jsonpath', 'json', 'memo', 'cheat sheet', 'rfc 9535', 'query', 'filter', 'slice', 'selector'],
  icon: 'IconJson',
  component: () => import('./JsonpathMemoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'Filters', state: { search: 'filter' } },
    { label: 'Slices', state: { search: 'slice' } },
    { label: 'Functions', state: { search: 'functions' } },
  ],
});
