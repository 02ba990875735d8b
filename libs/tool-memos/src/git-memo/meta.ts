import { defineTool } from '@handy-tools/ui/kit';

export const gitMemoTool = defineTool({
  path: '/git-memo',
  name: 'Git cheat sheet',
  description: 'Git commands for everyday work: configure, commit, branch, merge, rebase, undo and inspect.',
  keywords: ['git', 'memo'],
  icon: 'IconTool',
  component: () => import('./GitMemoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
