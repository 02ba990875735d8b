import { defineTool } from '@handy-tools/ui/kit';

export const extractTextFromHtmlTool = defineTool({
  path: '/extract-text-from-html',
  name: 'Extract text from HTML',
  description: 'Turn HTML into plain text, block elements on their own lines; nothing in it runs.',
  keywords: ['extract', 'text', 'from', 'html'],
  icon: 'IconTool',
  component: () => import('./ExtractTextFromHtmlTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
