import { defineTool } from '@handy-tools/ui/kit';

export const listConverterTool = defineTool({
  path: '/list-converter',
  name: 'List converter',
  description: 'Trim, dedupe, sort, reverse, quote and re-join the items of a list.',
  keywords: ['list', 'converter'],
  icon: 'IconTool',
  component: () => import('./ListConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
