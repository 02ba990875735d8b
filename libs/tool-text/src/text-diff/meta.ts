import { defineTool } from '@handy-tools/ui/kit';

export const textDiffTool = defineTool({
  path: '/text-diff',
  name: 'Text diff',
  description: 'Compare two texts side by side or inline, by line, word or character.',
  keywords: ['text', 'diff'],
  icon: 'IconTool',
  component: () => import('./TextDiffTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
