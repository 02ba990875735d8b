import { defineTool } from '@handy-tools/ui/kit';

export const regexMemoTool = defineTool({
  path: '/regex-memo',
  name: 'Regular expression cheat sheet',
  description: 'The syntax of regular expressions: classes, anchors, groups, quantifiers, look-around and flags.',
  keywords: ['regex', 'memo'],
  icon: 'IconTool',
  component: () => import('./RegexMemoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
