import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `nanoMemoState`: the search text `search`. */
export const nanoMemoTool = defineTool({
  path: '/nano-memo',
  name: 'nano cheat sheet',
  description: 'Keyboard shortcuts of the nano text editor: files, moving, editing, search and replace.',
  keywords: ['nano', 'editor', 'memo', 'cheat sheet', 'shortcuts', 'keyboard', 'terminal', 'linux', 'nanorc'],
  icon: 'IconKeyboard',
  component: () => import('./NanoMemoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'Save and exit', state: { search: 'save' } },
    { label: 'Search', state: { search: 'search' } },
    { label: 'Cut and paste', state: { search: 'cut' } },
  ],
});
