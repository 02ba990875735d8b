import { defineTool } from '@handy-tools/ui/kit';

export const markdownCheatsheetTool = defineTool({
  path: '/markdown-cheatsheet',
  name: 'Markdown cheat sheet',
  description: 'Markdown syntax: headings, emphasis, lists, links, images, code, tables and task lists.',
  keywords: ['markdown', 'cheatsheet'],
  icon: 'IconTool',
  component: () => import('./MarkdownCheatsheetTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
