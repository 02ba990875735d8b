import { defineTool } from '@handy-tools/ui/kit';

export const markdownTocGeneratorTool = defineTool({
  path: '/markdown-toc-generator',
  name: 'Markdown table of contents',
  description: 'Generate a table of contents with GitHub-compatible anchors from the headings of a Markdown document.',
  keywords: ['markdown', 'toc', 'generator'],
  icon: 'IconTool',
  component: () => import('./MarkdownTocGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
