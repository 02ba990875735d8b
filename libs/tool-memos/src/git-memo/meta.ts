import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `gitMemoState`: the search text `search`. */
export const gitMemoTool = defineTool({
  path: '/git-memo',
  name: 'Git cheat sheet',
  description: 'Git commands for everyday work: configure, commit, branch, merge, rebase, undo and inspect.',
  keywords: ['git', 'memo', 'cheat sheet', 'commit', 'branch', 'merge', 'rebase', 'stash', 'undo', 'reset', 'version control'],
  icon: 'IconGitBranch',
  component: () => import('./GitMemoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'Undo a commit', state: { search: 'undo commit' } },
    { label: 'Rebase', state: { search: 'rebase' } },
    { label: 'Stash', state: { search: 'stash' } },
  ],
});
