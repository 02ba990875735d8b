import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jqMemoState`: the search text `search`. */
export const jqMemoTool = defineTool({
  path: '/jq-memo',
  name: 'jq cheat sheet',
  description: 'jq filters for JSON on the command line: paths, pipes, map, select, reduce and formatting.',
  keywords: ['jq', 'json', 'memo', 'cheat sheet', 'filter', 'select', 'map', 'command line', 'cli'],
  icon: 'IconBraces',
  component: () => import('./JqMemoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'select', state: { search: 'select' } },
    { label: 'Strings', state: { search: 'string' } },
    { label: 'Command line', state: { search: 'command line' } },
  ],
});
