import { defineTool } from '@handy-tools/ui/kit';

export const pasteAsMarkdownTool = defineTool({
  path: '/paste-as-markdown',
  name: 'Paste as Markdown',
  description: 'Paste rich content from web pages, documents or spreadsheets and get Markdown.',
  keywords: ['paste', 'as', 'markdown'],
  icon: 'IconTool',
  component: () => import('./PasteAsMarkdownTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
