import { defineTool } from '@handy-tools/ui/kit';

export const htmlToMarkdownTool = defineTool({
  path: '/html-to-markdown',
  name: 'HTML to Markdown',
  description: 'Convert HTML to Markdown, with GitHub tables, strikethrough and task lists.',
  keywords: ['html', 'to', 'markdown'],
  icon: 'IconTool',
  component: () => import('./HtmlToMarkdownTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
