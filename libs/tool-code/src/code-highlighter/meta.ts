import { defineTool } from '@handy-tools/ui/kit';

export const codeHighlighterTool = defineTool({
  path: '/code-highlighter',
  name: 'Code highlighter',
  description: 'Highlight source code in many languages and themes, with line numbers, and copy it as HTML.',
  keywords: ['code', 'highlighter'],
  icon: 'IconTool',
  component: () => import('./CodeHighlighterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
