import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `markdownCheatsheetState`: the search text `search`. */
export const markdownCheatsheetTool = defineTool({
  path: '/markdown-cheatsheet',
  name: 'Markdown cheat sheet',
  description: 'Markdown syntax: headings, emphasis, lists, links, images, code, tables and task lists.',
  keywords: ['markdown', 'md', 'gfm', 'commonmark', 'cheat sheet', 'memo', 'syntax', 'table', 'link', 'heading', 'task list'],
  icon: 'IconMarkdown',
  component: () => import('./MarkdownCheatsheetTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['marked', 'dompurify'],
  examples: [
    { label: 'Tables', state: { search: 'table' } },
    { label: 'Links', state: { search: 'link' } },
    { label: 'Lists', state: { search: 'list' } },
  ],
});
