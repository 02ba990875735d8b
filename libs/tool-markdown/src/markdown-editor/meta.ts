import { defineTool } from '@handy-tools/ui/kit';

export const markdownEditorTool = defineTool({
  path: '/markdown-editor',
  name: 'Markdown editor',
  description: 'Write Markdown with a live preview and a toolbar; open and download .md files.',
  keywords: ['markdown', 'editor'],
  icon: 'IconTool',
  component: () => import('./MarkdownEditorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
