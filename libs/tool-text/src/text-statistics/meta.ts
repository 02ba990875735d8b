import { defineTool } from '@handy-tools/ui/kit';

export const textStatisticsTool = defineTool({
  path: '/text-statistics',
  name: 'Text statistics',
  description: 'Count characters, words, lines, sentences and UTF-8 bytes of a text, with reading time and the most frequent words.',
  keywords: ['text', 'statistics'],
  icon: 'IconTool',
  component: () => import('./TextStatisticsTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
