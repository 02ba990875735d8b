import { defineTool } from '@handy-tools/ui/kit';

export const listComparerTool = defineTool({
  path: '/list-comparer',
  name: 'List comparer',
  description: 'Compare two lists: items only in the first, only in the second, in both, and their union.',
  keywords: ['list', 'comparer'],
  icon: 'IconTool',
  component: () => import('./ListComparerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
