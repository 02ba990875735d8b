import { defineTool } from '@handy-tools/ui/kit';

export const nanoMemoTool = defineTool({
  path: '/nano-memo',
  name: 'nano cheat sheet',
  description: 'Keyboard shortcuts of the nano text editor: files, moving, editing, search and replace.',
  keywords: ['nano', 'memo'],
  icon: 'IconTool',
  component: () => import('./NanoMemoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
