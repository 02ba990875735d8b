import { defineTool } from '@handy-tools/ui/kit';

export const xpathMemoTool = defineTool({
  path: '/xpath-memo',
  name: 'XPath cheat sheet',
  description: 'XPath syntax: paths, axes, predicates, functions and operators.',
  keywords: ['xpath', 'memo'],
  icon: 'IconTool',
  component: () => import('./XpathMemoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
