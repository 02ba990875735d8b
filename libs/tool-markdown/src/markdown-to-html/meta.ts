import { defineTool } from '@handy-tools/ui/kit';

export const markdownToHtmlTool = defineTool({
  path: '/markdown-to-html',
  name: 'Markdown to HTML',
  description: 'Convert GitHub-flavoured Markdown to sanitised HTML, with a preview and a print view.',
  keywords: ['markdown', 'to', 'html'],
  icon: 'IconTool',
  component: () => import('./MarkdownToHtmlTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
