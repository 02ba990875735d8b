import { defineTool } from '@handy-tools/ui/kit';

export const jqMemoTool = defineTool({
  path: '/jq-memo',
  name: 'jq cheat sheet',
  description: 'jq filters for JSON on the command line: paths, pipes, map, select, reduce and formatting.',
  keywords: ['jq', 'memo'],
  icon: 'IconTool',
  component: () => import('./JqMemoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
